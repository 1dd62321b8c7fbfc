// Gin handler that previews a member profile card including the member's bio text.
package profiles

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type Profile struct {
	Username string
	Bio      template.HTML
}

var profileTpl = template.Must(template.New("profile").Parse(`<section class="profile">
<h2>{{.Username}}</h2>
<div class="bio">{{.Bio}}</div>
</section>`))

func formatBio(raw string) template.HTML {
	lines := strings.Split(strings.TrimSpace(raw), "\n")
	for i, l := range lines {
		lines[i] = template.HTMLEscapeString(strings.TrimRight(l, "\r"))
	}
	return template.HTML(strings.Join(lines, "<br>"))
}

func PreviewProfile(c *gin.Context) {
	username := strings.TrimSpace(c.PostForm("username"))
	if username == "" {
		c.String(http.StatusBadRequest, "username required")
		return
	}
	p := Profile{
		Username: username,
		Bio:      formatBio(c.PostForm("bio")),
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Status(http.StatusOK)
	if err := profileTpl.Execute(c.Writer, p); err != nil {
		c.AbortWithStatus(http.StatusInternalServerError)
	}
}
