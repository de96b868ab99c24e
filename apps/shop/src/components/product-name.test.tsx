import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductName, ProductNameProvider } from './product-name'

const words = (container: HTMLElement) =>
  [...container.querySelectorAll('.cm-phrase__word')].map((word) => word.textContent)

describe('ProductName (#46: Thai and Japanese words never break mid-word)', () => {
  it('keeps โทรศัพท์มือถือ whole in a Thai name (never โทรศัพท์มือ|ถือ)', () => {
    const { container } = render(
      <ProductNameProvider>
        <ProductName name="เคสโทรศัพท์มือถือ พลัส" className="product-card__name" />
      </ProductNameProvider>,
    )
    expect(words(container)).toEqual(['เคส', 'โทรศัพท์มือถือ', 'พลัส'])
    expect(container.querySelector('.product-card__name')?.textContent).toBe('เคสโทรศัพท์มือถือ พลัส')
  })

  it('keeps デフォルト whole in a Japanese name', () => {
    const { container } = render(
      <ProductNameProvider>
        <ProductName name="デフォルトケース" />
      </ProductNameProvider>,
    )
    expect(words(container)).toEqual(['デフォルト', 'ケース'])
  })
})
