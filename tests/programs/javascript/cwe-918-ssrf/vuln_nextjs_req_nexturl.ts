// Next.js route handler that previews a page: the URL comes from the query string as is.
import { NextRequest, NextResponse } from 'next/server'

export async function GET(req: NextRequest) {
  const target = req.nextUrl.searchParams.get('url')
  if (!target) {
    return NextResponse.json({ error: 'url required' }, { status: 400 })
  }
  const page = await fetch(target, { redirect: 'follow' })
  const html = await page.text()
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? ''
  return NextResponse.json({ title })
}
