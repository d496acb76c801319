import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

// The project's own lint config, without type information (the snippets are not files of the program).
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] })

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message)
}

describe('import boundaries (STYLE.md: one-way imports)', () => {
  it.each([
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/news/news-list/news-list'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '../../news/news-list/news-list'"],
    ['widgets/product/product-list/parts/row.tsx', "import { x } from '../../../shopuser/login-form/login-form'"],
    ['widgets/tools/header/header.tsx', "import { registry } from '@/widgets/registry'"],
    ['src/ui/button/button.tsx', "import { x } from '@/widgets/tools/rich-text/rich-text'"],
    ['store/cart.ts', "import { x } from '../widgets/shopuser/cart/cart'"],
    ['api/cart.ts', "import { makeStore } from '@/store/index'"],
    ['widgets/tools/header/header.tsx', "import { useSelector } from 'react-redux'"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport const used = x ?? registry ?? makeStore ?? useSelector\n`)).toHaveLength(1)
  })

  it.each([
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/widgets/product/product-teaser/parts/price'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '../product-teaser/product-teaser'"],
    ['widgets/product/product-list/product-list.tsx', "import { x } from '@/src/ui/button/button'"],
    ['src/boot/main.ts', "import { registry } from '@/widgets/registry'"],
    ['api/auth.ts', "import type { UserData } from '@/store/session'"],
    ['store/hooks.ts', "import { useSelector } from 'react-redux'"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await problems(file, `${code}\nexport type Used = unknown\n`)).toEqual([])
  })
})
