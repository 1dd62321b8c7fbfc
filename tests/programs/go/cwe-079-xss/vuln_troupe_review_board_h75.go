// A stilt-walker troupe show review board program of the h75 set (cwe-079-xss).
package main

import (
	"errors"
	"html/template"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"github.com/microcosm-cc/bluemonday"
	"github.com/russross/blackfriday/v2"
)

type reviewForm struct {
	Show   string `form:"show" binding:"required"`
	Author string `form:"author" binding:"required"`
	Body   string `form:"body" binding:"required"`
}

type review struct {
	Show     string
	Author   string
	BodyHTML template.HTML
	Posted   time.Time
}

type reviewError struct {
	Field string
	Msg   string
}

func (e *reviewError) Error() string { return e.Field + " " + e.Msg }

type board struct {
	mu      sync.Mutex
	reviews []review
	policy  *bluemonday.Policy
}

func validateReview(f reviewForm) error {
	if utf8.RuneCountInString(f.Author) > 60 {
		return &reviewError{Field: "author", Msg: "is too long"}
	}
	if n := utf8.RuneCountInString(strings.TrimSpace(f.Body)); n < 10 || n > 4000 {
		return &reviewError{Field: "body", Msg: "must be between 10 and 4000 characters"}
	}
	return nil
}

func (b *board) renderBody(markdown string) template.HTML {
	cleaned := b.policy.SanitizeBytes([]byte(markdown))
	return template.HTML(blackfriday.Run(cleaned))
}

func (b *board) post(c *gin.Context) {
	var f reviewForm
	if err := c.ShouldBind(&f); err != nil {
		c.String(http.StatusBadRequest, "show, author and body are required")
		return
	}
	if err := validateReview(f); err != nil {
		var re *reviewError
		if errors.As(err, &re) {
			c.String(http.StatusUnprocessableEntity, re.Error())
			return
		}
		log.Printf("review validation: %v", err)
		c.Status(http.StatusInternalServerError)
		return
	}

	rv := review{Show: f.Show, Author: f.Author, BodyHTML: b.renderBody(f.Body), Posted: time.Now()}
	b.mu.Lock()
	b.reviews = append([]review{rv}, b.reviews...)
	b.mu.Unlock()
	c.Redirect(http.StatusSeeOther, "/reviews")
}

func (b *board) list(c *gin.Context) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c.HTML(http.StatusOK, "reviews.tmpl", gin.H{"Reviews": b.reviews})
}

func main() {
	b := &board{policy: bluemonday.UGCPolicy()}

	r := gin.Default()
	r.SetHTMLTemplate(template.Must(template.New("reviews.tmpl").Parse(
		`<h1>Show reviews</h1>{{range .Reviews}}<article><h2>{{.Show}}</h2>` +
			`<p>by {{.Author}} on {{.Posted.Format "2006-01-02"}}</p>{{.BodyHTML}}</article>{{end}}`)))
	r.GET("/reviews", b.list)
	r.POST("/reviews", b.post)
	if err := r.Run(":8060"); err != nil {
		log.Fatalf("review board stopped: %v", err)
	}
}
