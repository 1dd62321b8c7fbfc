// A entry preview program of the h73 set (cwe-079-xss).
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"html"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type link struct {
	Label string
	URL   string
}

type entryCard struct {
	Team    string
	Theme   string
	Members []string
	Links   []link
}

// The links box accepts one link per line: "Label https://..." or just a URL.
func parseLinks(text string) []link {
	var links []link
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() && len(links) < 8 {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		label, target, found := strings.Cut(line, " ")
		if !found {
			label, target = line, line
		}
		u, err := url.Parse(strings.TrimSpace(target))
		if err != nil || u.Host == "" {
			continue
		}
		if scheme := strings.ToLower(u.Scheme); scheme != "https" && scheme != "http" {
			continue
		}
		links = append(links, link{Label: strings.TrimSpace(label), URL: u.String()})
	}
	return links
}

func renderCard(card entryCard) []byte {
	var buf bytes.Buffer
	buf.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Entry preview</title></head><body>`)
	fmt.Fprintf(&buf, `<section class="card"><h1>%s</h1>`, html.EscapeString(card.Team))
	fmt.Fprintf(&buf, `<p class="theme">Theme: %s</p><ul class="members">`, html.EscapeString(card.Theme))
	for _, m := range card.Members {
		fmt.Fprintf(&buf, "<li>%s</li>", html.EscapeString(m))
	}
	buf.WriteString(`</ul><nav class="links">`)
	for _, l := range card.Links {
		fmt.Fprintf(&buf, `<a href="%s" rel="noopener" target="_blank">%s</a> `,
			html.EscapeString(l.URL), html.EscapeString(l.Label))
	}
	buf.WriteString(`</nav></section></body></html>`)
	return buf.Bytes()
}

func previewHandler(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	card := entryCard{
		Team:  strings.TrimSpace(r.PostFormValue("team")),
		Theme: strings.TrimSpace(r.PostFormValue("theme")),
		Links: parseLinks(r.PostFormValue("links")),
	}
	for _, m := range strings.Split(r.PostFormValue("members"), ",") {
		if m = strings.TrimSpace(m); m != "" {
			card.Members = append(card.Members, m)
		}
	}
	if card.Team == "" {
		http.Error(w, "team name is required", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if _, err := w.Write(renderCard(card)); err != nil {
		log.Printf("write preview: %v", err)
	}
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /entries/preview", previewHandler)
	mux.Handle("GET /", http.FileServer(http.Dir("./site")))

	srv := &http.Server{
		Addr:         ":8040",
		Handler:      mux,
		ReadTimeout:  10 * time.Second,
		WriteTimeout: 10 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
