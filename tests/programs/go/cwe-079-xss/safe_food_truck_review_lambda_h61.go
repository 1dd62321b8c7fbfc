// A food truck review lambda program of the h61 set (cwe-079-xss).
package main

import (
	"bytes"
	"context"
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

// ReviewDraft is what a customer types into the "rate this truck" form before publishing.
type ReviewDraft struct {
	Truck  string
	Stars  int
	Author string
	Text   string
}

type DraftParser struct{ maxText int }

func (p DraftParser) Parse(body string) (ReviewDraft, error) {
	form, err := url.ParseQuery(body)
	if err != nil {
		return ReviewDraft{}, err
	}
	d := ReviewDraft{Truck: form.Get("truck"), Author: strings.TrimSpace(form.Get("author")), Text: form.Get("text")}
	switch form.Get("stars") {
	case "1", "2", "3", "4", "5":
		d.Stars = int(form.Get("stars")[0] - '0')
	default:
		return d, errors.New("stars must be 1-5")
	}
	if utf8.RuneCountInString(d.Text) > p.maxText {
		return d, errors.New("review too long")
	}
	return d, nil
}

type previewView struct {
	Truck  string
	Stars  string
	Author string
	Body   template.HTML
}

type PreviewRenderer struct{ tmpl *template.Template }

func (r PreviewRenderer) Render(d ReviewDraft) (string, error) {
	view := previewView{
		Truck:  d.Truck,
		Stars:  strings.Repeat("★", d.Stars),
		Author: d.Author,
		Body:   template.HTML(strings.ReplaceAll(template.HTMLEscapeString(d.Text), "\n", "<br>")),
	}
	var buf bytes.Buffer
	err := r.tmpl.Execute(&buf, view)
	return buf.String(), err
}

var previewTmpl = template.Must(template.New("preview").Parse(`<article class="review">
  <h2>{{.Truck}} <span class="stars">{{.Stars}}</span></h2>
  <p class="body">{{.Body}}</p>
  <footer>by {{.Author}}</footer>
</article>`))

type PreviewHandler struct {
	parser   DraftParser
	renderer PreviewRenderer
}

func (h PreviewHandler) Handle(ctx context.Context, req events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error) {
	draft, err := h.parser.Parse(req.Body)
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusBadRequest, Body: "invalid review"}, nil
	}
	html, err := h.renderer.Render(draft)
	if err != nil {
		return events.APIGatewayProxyResponse{StatusCode: http.StatusInternalServerError}, err
	}
	return events.APIGatewayProxyResponse{
		StatusCode: http.StatusOK,
		Headers:    map[string]string{"Content-Type": "text/html; charset=utf-8"},
		Body:       html,
	}, nil
}

func main() {
	lambda.Start(PreviewHandler{parser: DraftParser{maxText: 2000}, renderer: PreviewRenderer{tmpl: previewTmpl}}.Handle)
}
