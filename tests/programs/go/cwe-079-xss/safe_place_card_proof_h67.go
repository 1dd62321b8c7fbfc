// A place card proof program of the h67 set (cwe-079-xss).
// calligraphers: preview wedding place cards before the scribe begins lettering
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type ProofRequest struct {
	Guest  string `form:"guest" binding:"required,max=60"`
	Table  int    `form:"table" binding:"required,min=1,max=80"`
	Script string `form:"script" binding:"required,oneof=copperplate uncial italic blackletter"`
	Ink    string `form:"ink" binding:"omitempty,oneof=sepia black gold vermilion"`
}

type ProofRenderer struct {
	fonts map[string]string
	inks  map[string]string
}

func NewProofRenderer() *ProofRenderer {
	return &ProofRenderer{
		fonts: map[string]string{
			"copperplate": "'Pinyon Script', cursive",
			"uncial":      "'Uncial Antiqua', serif",
			"italic":      "'Tangerine', cursive",
			"blackletter": "'UnifrakturMaguntia', serif",
		},
		inks: map[string]string{
			"sepia":     "#704214",
			"black":     "#1b1b1b",
			"gold":      "#b8912f",
			"vermilion": "#c23b22",
		},
	}
}

func (p *ProofRenderer) Render(req ProofRequest) string {
	ink, ok := p.inks[req.Ink]
	if !ok {
		ink = p.inks["black"]
	}

	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Place card proof</title>`)
	fmt.Fprintf(&b, `<style>.card{width:90mm;height:55mm;border:1px solid #ccc;font-family:%s;color:%s}</style>`,
		p.fonts[req.Script], ink)
	b.WriteString(`</head><body>`)
	fmt.Fprintf(&b, `<div class="card"><p class="guest">%s</p><p class="table">Table %d</p></div>`,
		html.EscapeString(req.Guest), req.Table)
	b.WriteString(`<p class="note">Proof only &mdash; final cards are hand lettered.</p></body></html>`)
	return b.String()
}

type ProofHandler struct {
	renderer *ProofRenderer
}

func NewProofHandler(r *ProofRenderer) *ProofHandler {
	return &ProofHandler{renderer: r}
}

func (h *ProofHandler) PlaceCard(c *gin.Context) {
	var req ProofRequest
	if err := c.ShouldBindQuery(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	page := h.renderer.Render(req)
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(page))
}

func main() {
	h := NewProofHandler(NewProofRenderer())

	r := gin.Default()
	r.GET("/proofs/place-card", h.PlaceCard)

	if err := r.Run(":8083"); err != nil {
		log.Fatal(err)
	}
}
