import type { ArtRecipe } from './art-recipes'
import { createImage, drawOver, hsl, paintBackdrop, paintShadow, resample } from './raster'
import type { RgbaImage } from './webp-codec'

/** Places one object: its box's centre and height as fractions of the canvas height. */
interface Placement {
  x: number
  y: number
  size: number
  mirror?: boolean
  shadow?: boolean
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
  drawOver(canvas, resample(object, size, size, at.mirror), cx - size / 2, cy - size / 2)
}

/** Products: a light studio backdrop in the product's hue, the object centred above its shadow. */
function composeProduct(recipe: ArtRecipe, width: number, objects: RgbaImage[]): RgbaImage {
  const canvas = createImage(width, width)
  const subject = objects[0]!
  const views: Placement[] = [
    { x: 0.5, y: 0.47, size: 0.66 },
    { x: 0.5, y: 0.5, size: 0.9, shadow: false },
    { x: 0.5, y: 0.49, size: 0.6, mirror: true },
  ]
  const view = views[recipe.view % views.length]!
  const light = recipe.view === 2 ? 0.8 : 0.9
  paintBackdrop(
    canvas,
    hsl(recipe.hue, 0.55, light + 0.06),
    hsl((recipe.hue + 30) % 360, 0.5, light - 0.06),
    {
      x: 0.5,
      y: 0.42,
      radius: 0.55,
      strength: 0.55,
    },
  )
  place(canvas, subject, view)
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
