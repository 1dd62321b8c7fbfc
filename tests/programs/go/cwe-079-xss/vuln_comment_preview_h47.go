// Previews a forum comment with lightweight markup before it is posted.
package forum

import (
	"html/template"
	"net/http"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

var (
	boldRe   = regexp.MustCompile(`\*\*(.+?)\*\*`)
	italicRe = regexp.MustCompile(`_(.+?)_`)
)

var previewTmpl = template.Must(template.New("preview").Parse(
	`<section class="preview"><header>{{.Author}}</header><div class="body">{{.Body}}</div></section>`))

type Preview struct {
	Author string
	Body   template.HTML
}

func renderMarkup(src string) string {
	out := boldRe.ReplaceAllString(src, "<strong>$1</strong>")
	out = italicRe.ReplaceAllString(out, "<em>$1</em>")
	return strings.ReplaceAll(out, "\n", "<br>")
}

func PreviewComment(c *gin.Context) {
	body := c.PostForm("body")
	if strings.TrimSpace(body) == "" {
		c.String(http.StatusBadRequest, "empty comment")
		return
	}
	p := Preview{
		Author: c.GetString("username"),
		Body:   template.HTML(renderMarkup(body)),
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Status(http.StatusOK)
	if err := previewTmpl.Execute(c.Writer, p); err != nil {
		c.Error(err)
	}
}
