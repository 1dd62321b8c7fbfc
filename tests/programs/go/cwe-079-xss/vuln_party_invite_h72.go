// A party invite program of the h72 set (cwe-079-xss).
package main

import (
	"bytes"
	"html/template"
	"log"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
)

type Invite struct {
	Child   string
	Age     int
	Session string
	Message string
}

// CardTheme turns an invite into the HTML fragment shown on the card.
type CardTheme interface {
	Render(inv Invite) (template.HTML, error)
}

var classicTpl = template.Must(template.New("classic").Parse(
	`<div class="card classic"><h1>{{.Child}} is turning {{.Age}}!</h1>` +
		`<p class="when">{{.Session}}</p><p>{{.Message}}</p></div>`))

var discoTpl = template.Must(template.New("disco").Parse(
	`<div class="card disco"><h1>Skate with {{.Child}}</h1>` +
		`<p class="when">{{.Session}}</p><p class="msg">{{.Body}}</p></div>`))

var pageTpl = template.Must(template.New("page").Parse(
	`<!doctype html><html><head><title>Invite preview</title>` +
		`<link rel="stylesheet" href="/static/cards.css"></head>` +
		`<body><main>{{.Card}}</main></body></html>`))

type classicTheme struct{}

func (classicTheme) Render(inv Invite) (template.HTML, error) {
	var buf bytes.Buffer
	if err := classicTpl.Execute(&buf, inv); err != nil {
		return "", err
	}
	return template.HTML(buf.String()), nil
}

// discoTheme keeps the line breaks parents type into the message box.
type discoTheme struct{}

func (discoTheme) Render(inv Invite) (template.HTML, error) {
	body := strings.ReplaceAll(inv.Message, "\n", "<br>")
	var buf bytes.Buffer
	err := discoTpl.Execute(&buf, struct {
		Invite
		Body template.HTML
	}{inv, template.HTML(body)})
	if err != nil {
		return "", err
	}
	return template.HTML(buf.String()), nil
}

var themes = map[string]CardTheme{
	"classic": classicTheme{},
	"disco":   discoTheme{},
}

func previewInvite(c *gin.Context) {
	age, _ := strconv.Atoi(c.PostForm("age"))
	inv := Invite{
		Child:   c.PostForm("child"),
		Age:     age,
		Session: c.PostForm("session"),
		Message: c.PostForm("message"),
	}
	theme, ok := themes[c.DefaultPostForm("theme", "classic")]
	if !ok {
		theme = themes["classic"]
	}
	card, err := theme.Render(inv)
	if err != nil {
		c.String(http.StatusInternalServerError, "could not render card")
		return
	}
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Status(http.StatusOK)
	if err := pageTpl.Execute(c.Writer, map[string]any{"Card": card}); err != nil {
		log.Printf("preview page: %v", err)
	}
}

func main() {
	r := gin.Default()
	r.Static("/static", "./static")
	r.POST("/parties/invites/preview", previewInvite)
	if err := r.Run(":8060"); err != nil {
		log.Fatal(err)
	}
}
