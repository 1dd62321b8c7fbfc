// A shift board program of the h72 set (cwe-079-xss).
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Widget is one tile on the shift board; Body returns an HTML fragment.
type Widget interface {
	Title() string
	Body() string
}

type baseWidget struct {
	title string
	text  string
}

func (b baseWidget) Title() string { return html.EscapeString(b.title) }

func (b baseWidget) Body() string { return "<p>" + html.EscapeString(b.text) + "</p>" }

type shiftWidget struct {
	baseWidget
	guard   string
	station string
	start   time.Time
}

func (s shiftWidget) Body() string {
	return fmt.Sprintf(`<p class="shift">%s &middot; %s from %s</p>%s`,
		html.EscapeString(s.guard), html.EscapeString(s.station),
		s.start.Format("15:04"), s.baseWidget.Body())
}

// noticeWidget highlights urgent notices (closures, chemical checks).
type noticeWidget struct {
	baseWidget
	author string
	urgent bool
}

func (n noticeWidget) Body() string {
	cls := "notice"
	if n.urgent {
		cls += " urgent"
	}
	return fmt.Sprintf(`<div class="%s"><p>%s</p><small>posted by %s</small></div>`,
		cls, n.text, n.author)
}

type board struct {
	mu      sync.Mutex
	widgets []Widget
}

func (b *board) add(w Widget) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.widgets = append(b.widgets, w)
}

func (b *board) render(w http.ResponseWriter, _ *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(w, `<!doctype html><html><head><title>Shift board</title></head><body>`)
	for _, wd := range b.widgets {
		fmt.Fprintf(w, "<section><h2>%s</h2>%s</section>", wd.Title(), wd.Body())
	}
	fmt.Fprint(w, `</body></html>`)
}

func (b *board) postNotice(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	text := strings.TrimSpace(r.PostForm.Get("text"))
	if text == "" {
		http.Error(w, "notice text required", http.StatusBadRequest)
		return
	}
	b.add(noticeWidget{
		baseWidget: baseWidget{title: r.PostForm.Get("title"), text: text},
		author:     r.PostForm.Get("author"),
		urgent:     r.PostForm.Get("urgent") == "on",
	})
	http.Redirect(w, r, "/board", http.StatusSeeOther)
}

func main() {
	b := &board{}
	b.add(shiftWidget{
		baseWidget: baseWidget{title: "Morning rota", text: "Deep end rotation every 20 minutes."},
		guard:      "R. Okafor", station: "Tower 2", start: time.Now().Truncate(time.Hour),
	})

	mux := http.NewServeMux()
	mux.HandleFunc("GET /board", b.render)
	mux.HandleFunc("POST /board/notices", b.postNotice)
	log.Fatal(http.ListenAndServe(":8070", mux))
}
