CREATE TABLE "chat_wukongim_subscribers" (
	"channel_id" text NOT NULL,
	"uid" text NOT NULL,
	CONSTRAINT "chat_wukongim_subscribers_channel_id_uid_pk" PRIMARY KEY("channel_id","uid")
);
