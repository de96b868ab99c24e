import { ReasonCode } from '@crossmart/im-sdk/protocol'
import { canonicalServiceChannel, parseServiceChannel, type StoredChannel } from '../../channel-address'
import { CHANNEL_TYPE, CHAT_CHANNEL_ID_MAX } from '../../constants'
import { type ChatDirectory, type ChatUser, serviceOfStaff } from '../../storage/directory-store'

export type ChannelResolution =
  | { ok: true; channel: StoredChannel; members: readonly string[] }
  | { ok: false; reasonCode: number }

const refuse = (reasonCode: number): ChannelResolution => ({ ok: false, reasonCode })

/**
 * The stored channel behind the id a user addresses, with its members, or the reason code of
 * chat-spec §8 why this user may not use it: 16 channel ID error (a type-7 id this server does not
 * name), 5 channel not exist (unknown shop, shopper or group), 11 not allowed to send (someone
 * else's conversation, a group the user is not in), 23 channel type not supported.
 */
export async function resolveChannel(
  directory: ChatDirectory,
  user: ChatUser,
  channelId: string,
  channelType: number,
): Promise<ChannelResolution> {
  // Server README "Security": an over-long id is refused before it reaches a cache or a query.
  if (channelId.length === 0 || channelId.length > CHAT_CHANNEL_ID_MAX)
    return refuse(ReasonCode.ChannelIDError)
  if (channelType === CHANNEL_TYPE.group) {
    const members = await directory.groupMembers(channelId)
    if (members === null) return refuse(ReasonCode.ChannelNotExist)
    if (!members.includes(user.uid)) return refuse(ReasonCode.NotAllowSend)
    return { ok: true, channel: { kind: 'group', canonicalId: channelId, channelType }, members }
  }
  if (channelType !== CHANNEL_TYPE.customerService) return refuse(ReasonCode.ChannelTypeNotSupported)

  const address = parseServiceChannel(channelId)
  if (!address) return refuse(ReasonCode.ChannelIDError)
  if (address.shopId !== null && !(await directory.shopExists(address.shopId))) {
    return refuse(ReasonCode.ChannelNotExist)
  }
  const ownService = serviceOfStaff(user) === address.serviceId
  let shopperUid: string
  if (address.shopperUid === undefined) {
    // The shopper's own view (`mer_<shopId>`): staff cannot be a customer of their own service.
    if (ownService) return refuse(ReasonCode.NotAllowSend)
    shopperUid = user.uid
  } else {
    if (!ownService && address.shopperUid !== user.uid) return refuse(ReasonCode.NotAllowSend)
    if (address.shopperUid !== user.uid && !(await directory.user(address.shopperUid))) {
      return refuse(ReasonCode.ChannelNotExist)
    }
    shopperUid = address.shopperUid
  }
  const staff = await directory.staffOf(address.serviceId)
  const channel: StoredChannel = {
    kind: 'service',
    canonicalId: canonicalServiceChannel(address.serviceId, shopperUid),
    channelType: CHANNEL_TYPE.customerService,
    serviceId: address.serviceId,
    shopId: address.shopId,
    shopperUid,
  }
  return { ok: true, channel, members: [shopperUid, ...staff.filter((uid) => uid !== shopperUid)] }
}
