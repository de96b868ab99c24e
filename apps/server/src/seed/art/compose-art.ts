import type { ArtRecipe } from './art-recipes'
import {
  createImage,
  drawOver,
  hsl,
  paintBackdrop,
  paintFloor,
  paintShadow,
  resample,
  rotate,
} from './raster'
import type { RgbaImage } from './webp-codec'

/** Places one object: its box's centre and height as fractions of the canvas height. */
interface Placement {
  x: number
  y: number
  size: number
  mirror?: boolean
  shadow?: boolean
  /** A turn in radians, clockwise (the close-up's angle). */
  angle?: number
}

function place(canvas: RgbaImage, object: RgbaImage, at: Placement): void {
  const size = Math.max(1, Math.round(at.size * canvas.height))
  const cx = at.x * canvas.width
  const cy = at.y * canvas.height
  if (at.shadow !== false) {
    // A contact shadow on the "floor" just under the object's box.
    paintShadow(canvas, {
      cx,
      cy: cy + size * 0.44,
      rx: size * 0.42,
      ry: size * 0.09,
      opacity: 0.28,
    })
  }
  const sized = resample(object, size, size, at.mirror)
  drawOver(canvas, at.angle ? rotate(sized, at.angle) : sized, cx - size / 2, cy - size / 2)
}

/**
 * Products: three different shots of the kind (issue #46: "not one icon on three backgrounds"),
 * each showing the subject (objects[0]) and, where it helps to tell what the product is, its
 * companion (objects[1]: the rain cloud of a rain jacket, the laptop a USB-C dock plugs into):
 * 0 - the cover (the card picture): the product centred over its shadow on a light studio
 *     backdrop, with its companion in front where the subject alone would say another thing;
 * 1 - a scene: the product standing on a table with its companion behind it, against a wall;
 * 2 - a close-up from another angle: larger, turned and mirrored, off-centre on a deeper
 *     backdrop, the companion small in the corner.
 */
function composeProduct(recipe: ArtRecipe, width: number, objects: RgbaImage[]): RgbaImage {
  const canvas = createImage(width, width)
  const [subject, companion] = objects
  const hue = recipe.hue
  switch (recipe.view % 3) {
    case 0:
      paintBackdrop(canvas, hsl(hue, 0.55, 0.96), hsl((hue + 30) % 360, 0.5, 0.84), {
        x: 0.5,
        y: 0.42,
        radius: 0.55,
        strength: 0.55,
      })
      if (companion && recipe.companionOnCover) {
        place(canvas, subject!, { x: 0.42, y: 0.45, size: 0.6 })
        place(canvas, companion, { x: 0.74, y: 0.68, size: 0.36 })
      } else {
        place(canvas, subject!, { x: 0.5, y: 0.47, size: 0.66 })
      }
      break
    case 1:
      paintBackdrop(canvas, hsl((hue + 20) % 360, 0.45, 0.88), hsl((hue + 50) % 360, 0.4, 0.76), {
        x: 0.3,
        y: 0.25,
        radius: 0.7,
        strength: 0.4,
      })
      paintFloor(canvas, { top: 0.7, colour: hsl((hue + 20) % 360, 0.3, 0.97), opacity: 0.7 })
      if (companion) place(canvas, companion, { x: 0.72, y: 0.5, size: 0.42 })
      place(canvas, subject!, { x: companion ? 0.4 : 0.5, y: 0.56, size: 0.58 })
      break
    default:
      paintBackdrop(canvas, hsl((hue + 190) % 360, 0.5, 0.7), hsl((hue + 220) % 360, 0.55, 0.5), {
        x: 0.62,
        y: 0.58,
        radius: 0.6,
        strength: 0.5,
      })
      if (companion) place(canvas, companion, { x: 0.2, y: 0.2, size: 0.28, shadow: false })
      place(canvas, subject!, { x: 0.57, y: 0.57, size: 0.76, mirror: true, shadow: false, angle: -0.2 })
  }
  return canvas
}

/** Category icons and shop logos: a bolder tile with the sign large in the middle. */
function composeBadge(recipe: ArtRecipe, width: number, objects: RgbaImage[]): RgbaImage {
  const canvas = createImage(width, width)
  const shop = recipe.kind === 'shop'
  paintBackdrop(
    canvas,
    hsl(recipe.hue, shop ? 0.6 : 0.65, shop ? 0.72 : 0.9),
    hsl((recipe.hue + 25) % 360, shop ? 0.55 : 0.6, shop ? 0.6 : 0.8),
    { x: 0.35, y: 0.3, radius: 0.7, strength: 0.35 },
  )
  place(canvas, objects[0]!, { x: 0.5, y: 0.5, size: shop ? 0.66 : 0.72, shadow: false })
  return canvas
}

/**
 * Banners: a saturated gradient with the objects grouped on the right; the left ~55% stays calm for
 * the sale text, which the shop writes over it as HTML in the shopper's language.
 */
function composeBanner(recipe: ArtRecipe, width: number, objects: RgbaImage[]): RgbaImage {
  const height = Math.round(width / recipe.aspect)
  const canvas = createImage(width, height)
  // Darker on the left, where the white sale text goes (contrast), lighter behind the objects.
  paintBackdrop(canvas, hsl(recipe.hue, 0.65, 0.36), hsl((recipe.hue + 40) % 360, 0.7, 0.58), {
    x: 0.78,
    y: 0.45,
    radius: 0.4,
    strength: 0.3,
  })
  const [subject, second, third] = objects
  // x is a fraction of the width, size of the height; the subject in front, drawn last.
  if (second) place(canvas, second, { x: 0.6, y: 0.6, size: 0.48 })
  if (third) place(canvas, third, { x: 0.92, y: 0.62, size: 0.42 })
  place(canvas, subject!, { x: 0.77, y: 0.47, size: 0.7 })
  return canvas
}

/** Draws a recipe at `width` pixels wide from its decoded emoji (in the recipe's order). */
export function composeArt(recipe: ArtRecipe, width: number, objects: RgbaImage[]): RgbaImage {
  switch (recipe.kind) {
    case 'product':
      return composeProduct(recipe, width, objects)
    case 'category':
    case 'shop':
      return composeBadge(recipe, width, objects)
    case 'banner':
      return composeBanner(recipe, width, objects)
  }
}
