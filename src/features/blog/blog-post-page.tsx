import { messages } from '@/config/messages'

export function BlogPostPage() {
  return <p className="container-page py-16">{messages.blog.loading}</p>
}
