// Blog comment preview that renders a draft comment inside the post layout.
package main

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

const previewLayout = `<!DOCTYPE html>
<html><body>
<article><h1>{{.Title}}</h1></article>
<section class="comment">
  <strong>{{.Author}}</strong>
  <div class="body">{{.Body}}</div>
</section>
</body></html>`

type commentView struct {
	Title  string
	Author string
	Body   template.HTML
}

func formatBody(body string) template.HTML {
	return template.HTML(strings.ReplaceAll(body, "\n", "<br>"))
}

func previewComment(c *gin.Context) {
	view := commentView{
		Title:  c.DefaultPostForm("post_title", "Untitled"),
		Author: c.PostForm("author"),
		Body:   formatBody(c.PostForm("body")),
	}
	c.HTML(http.StatusOK, "preview", view)
}

func main() {
	r := gin.Default()
	r.SetHTMLTemplate(template.Must(template.New("preview").Parse(previewLayout)))
	r.POST("/comments/preview", previewComment)
	r.Run(":8087")
}
