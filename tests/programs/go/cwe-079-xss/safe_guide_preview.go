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
<section class="bio">{{range .Bio}}{{.}}<br>{{end}}</section>
<p>Languages: {{range .Languages}}<span class="lang">{{.}}</span> {{end}}</p>
</body></html>{{end}}`

type GuidePreview struct {
	Name      string
	Bio       []string
	Languages []string
}

func PreviewGuide(c echo.Context) error {
	view := GuidePreview{
		Name:      c.FormValue("name"),
		Bio:       strings.Split(c.FormValue("bio"), "\n"),
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
