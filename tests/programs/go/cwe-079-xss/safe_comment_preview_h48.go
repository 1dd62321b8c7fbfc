// Gin endpoint that renders a preview of a comment before it is posted.
package comments

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

const previewTmpl = `<section class="preview">
<h3>{{.Author}}</h3>
<div class="body">{{.Body}}</div>
<small>{{.Words}} words</small>
</section>`

type previewView struct {
	Author string
	Body   template.HTML
	Words  int
}

func formatBody(raw string) template.HTML {
	paragraphs := strings.Split(strings.TrimSpace(raw), "\n\n")
	var b strings.Builder
	for _, p := range paragraphs {
		if p == "" {
			continue
		}
		b.WriteString("<p>")
		b.WriteString(strings.ReplaceAll(template.HTMLEscapeString(p), "\n", "<br>"))
		b.WriteString("</p>")
	}
	return template.HTML(b.String())
}

func SetupPreview(r *gin.Engine) {
	r.SetHTMLTemplate(template.Must(template.New("preview").Parse(previewTmpl)))
	r.POST("/comments/preview", func(c *gin.Context) {
		body := c.PostForm("body")
		view := previewView{
			Author: c.PostForm("author"),
			Body:   formatBody(body),
			Words:  len(strings.Fields(body)),
		}
		c.HTML(http.StatusOK, "preview", view)
	})
}
