// Gin handlers that preview and save the bio text shown on a user's public profile.
package profiles

import (
	"database/sql"
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type Profile struct {
	Username string
	Bio      template.HTML
	Preview  bool
}

type ProfileHandler struct {
	DB   *sql.DB
	Tmpl *template.Template
}

func formatBio(raw string) template.HTML {
	lines := strings.Split(strings.TrimSpace(raw), "\n")
	for i, l := range lines {
		lines[i] = template.HTMLEscapeString(l)
	}
	return template.HTML(strings.Join(lines, "<br>"))
}

func (h *ProfileHandler) Preview(c *gin.Context) {
	bio := c.PostForm("bio")
	if len(bio) > 4000 {
		c.String(http.StatusBadRequest, "bio too long")
		return
	}
	p := Profile{Username: c.GetString("user"), Bio: formatBio(bio), Preview: true}
	c.Header("Content-Type", "text/html; charset=utf-8")
	if err := h.Tmpl.ExecuteTemplate(c.Writer, "profile.html", p); err != nil {
		c.Status(http.StatusInternalServerError)
	}
}

func (h *ProfileHandler) Save(c *gin.Context) {
	bio := c.PostForm("bio")
	_, err := h.DB.ExecContext(c.Request.Context(),
		"UPDATE profiles SET bio = $1 WHERE username = $2", bio, c.GetString("user"))
	if err != nil {
		c.String(http.StatusInternalServerError, "update failed")
		return
	}
	c.Redirect(http.StatusSeeOther, "/u/"+c.GetString("user"))
}
