// Donor recognition badge preview for the food bank fundraising site, served with gin.
package donors

import (
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

var badgeTmpl = template.Must(template.New("badge").Parse(
	`<div class="badge" style="border-color:{{.Color}}"><strong>{{.Name}}</strong><p>{{.Message}}</p></div>`))

var tierColors = map[string]string{"bronze": "#cd7f32", "silver": "#c0c0c0", "gold": "#d4af37"}

type BadgeRequest struct {
	DisplayName string `json:"display_name" binding:"required"`
	Message     string `json:"message"`
	Tier        string `json:"tier"`
}

type BadgeView struct {
	Name    string
	Color   string
	Message string
}

type BadgeService struct{ maxMessage int }

func (s *BadgeService) cleanMessage(msg string) string {
	msg = strings.ReplaceAll(msg, "<script", "")
	if len(msg) > s.maxMessage {
		msg = msg[:s.maxMessage]
	}
	return msg
}

func (s *BadgeService) Compose(req BadgeRequest) BadgeView {
	color, ok := tierColors[req.Tier]
	if !ok {
		color = tierColors["bronze"]
	}
	return BadgeView{Name: req.DisplayName, Color: color, Message: s.cleanMessage(req.Message)}
}

func RegisterBadgeRoutes(r *gin.Engine) {
	svc := &BadgeService{maxMessage: 280}
	r.POST("/badges/preview", func(c *gin.Context) {
		var req BadgeRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.String(http.StatusBadRequest, "invalid badge request")
			return
		}
		view := svc.Compose(req)
		c.Header("Content-Type", "text/html; charset=utf-8")
		if err := badgeTmpl.Execute(c.Writer, view); err != nil {
			c.Status(http.StatusInternalServerError)
		}
	})
}
