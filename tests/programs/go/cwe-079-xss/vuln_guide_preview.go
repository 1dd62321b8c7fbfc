// Travel agency endpoint that previews a tour guide profile before it is published.
package guides

import (
	"html/template"
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
)

type Renderer struct {
	templates *template.Template
}

func (t *Renderer) Render(w io.Writer, name string, data interface{}, c echo.Context) error {
	return t.templates.ExecuteTemplate(w, name, data)
}

const previewPage = `{{define "preview"}}<html><body>
<h1>{{.Name}}</h1>
<section class="bio">{{.Bio}}</section>
<p>Languages: {{range .Languages}}<span class="lang">{{.}}</span> {{end}}</p>
</body></html>{{end}}`

type GuidePreview struct {
	Name      string
	Bio       template.HTML
	Languages []string
}

func stripScripts(s string) string {
	s = strings.ReplaceAll(s, "<script>", "")
	return strings.ReplaceAll(s, "</script>", "")
}

func PreviewGuide(c echo.Context) error {
	bio := stripScripts(c.FormValue("bio"))
	view := GuidePreview{
		Name:      c.FormValue("name"),
		Bio:       template.HTML(strings.ReplaceAll(bio, "\n", "<br>")),
		Languages: strings.Split(c.FormValue("languages"), ","),
	}
	return c.Render(http.StatusOK, "preview", view)
}

func NewServer() *echo.Echo {
	e := echo.New()
	e.Renderer = &Renderer{templates: template.Must(template.New("guides").Parse(previewPage))}
	e.POST("/guides/preview", PreviewGuide)
	return e
}
