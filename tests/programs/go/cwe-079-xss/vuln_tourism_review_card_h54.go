// Gin handler that previews a guest review card for a guided tour before it is published.
package main

import (
	"html"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type reviewForm struct {
	Tour   string
	Title  string
	Body   string
	Rating int
}

func stars(n int) string {
	if n < 0 || n > 5 {
		n = 0
	}
	return strings.Repeat("★", n) + strings.Repeat("☆", 5-n)
}

func renderCard(f reviewForm) string {
	var b strings.Builder
	paragraphs := strings.Split(f.Body, "\n")
	b.WriteString(`<article class="review">`)
	b.WriteString("<h2>" + f.Title + "</h2>")
	b.WriteString(`<p class="stars">` + stars(f.Rating) + "</p>")
	for _, p := range paragraphs {
		b.WriteString("<p>" + p + "</p>")
	}
	b.WriteString("</article>")
	return b.String()
}

func escapeFields(f reviewForm, esc func(string) string) reviewForm {
	f.Tour = esc(f.Tour)
	f.Body = esc(f.Body)
	return f
}

func preview(c *gin.Context) {
	rating := len(c.PostFormArray("star"))
	form := reviewForm{
		Tour:   c.PostForm("tour"),
		Title:  c.PostForm("title"),
		Body:   c.PostForm("body"),
		Rating: rating,
	}
	card := renderCard(escapeFields(form, html.EscapeString))
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(card))
}

func main() {
	r := gin.Default()
	r.POST("/tours/reviews/preview", preview)
	r.Run(":8085")
}
