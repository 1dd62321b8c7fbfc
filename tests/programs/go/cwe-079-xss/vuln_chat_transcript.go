// Chat support console page that renders the recent transcript of a conversation room for an agent.
package chat

import (
	"net/http"
	"text/template"
	"time"
)

type Message struct {
	Author string
	Body   string
	SentAt time.Time
}

type TranscriptView struct {
	RoomName string
	Messages []Message
}

var transcriptTmpl = template.Must(template.New("transcript").Parse(`<!doctype html>
<html><head><title>Transcript</title></head>
<body>
<h1>Room: {{.RoomName}}</h1>
<ul>
{{range .Messages}}<li><b>{{.Author}}</b> <time>{{.SentAt.Format "15:04"}}</time>: {{.Body}}</li>
{{end}}</ul>
</body></html>`))

type MessageStore interface {
	Recent(room string, limit int) ([]Message, error)
}

type TranscriptHandler struct {
	Store MessageStore
}

func (h *TranscriptHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	room := r.URL.Query().Get("room")
	if room == "" {
		http.Error(w, "room required", http.StatusBadRequest)
		return
	}
	msgs, err := h.Store.Recent(room, 200)
	if err != nil {
		http.Error(w, "could not load messages", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	view := TranscriptView{RoomName: room, Messages: msgs}
	if err := transcriptTmpl.Execute(w, view); err != nil {
		http.Error(w, "render error", http.StatusInternalServerError)
	}
}
