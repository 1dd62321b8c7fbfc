// Newsroom CMS handler that renders an editor's draft headline and standfirst as an HTML preview card.
package cms

import (
	"net/http"
	"strings"
	"text/template"

	"github.com/gin-gonic/gin"
)

var previewTmpl = template.Must(template.New("preview").Parse(`<article class="preview">
  <p class="kicker">{{.Desk}}</p>
  <h1>{{.Headline}}</h1>
  <p class="standfirst">{{.Standfirst}}</p>
  <footer>{{.Words}} words · {{.Byline}}</footer>
</article>`))

type draftForm struct {
	Headline   string `form:"headline" binding:"required"`
	Standfirst string `form:"standfirst"`
	Body       string `form:"body"`
	Byline     string `form:"byline"`
}

type previewModel struct {
	Desk, Headline, Standfirst, Byline string
	Words                              int
}

var desks = map[string]string{"pol": "Politics", "biz": "Business", "spt": "Sport", "sci": "Science"}

func PreviewDraft(c *gin.Context) {
	var d draftForm
	if err := c.ShouldBind(&d); err != nil {
		c.String(http.StatusBadRequest, "a headline is required")
		return
	}
	desk, ok := desks[c.Param("desk")]
	if !ok {
		desk = "General"
	}
	m := previewModel{
		Desk:       desk,
		Headline:   strings.TrimSpace(d.Headline),
		Standfirst: strings.TrimSpace(d.Standfirst),
		Byline:     d.Byline,
		Words:      len(strings.Fields(d.Body)),
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Status(http.StatusOK)
	if err := previewTmpl.Execute(c.Writer, m); err != nil {
		_ = c.Error(err)
	}
}
