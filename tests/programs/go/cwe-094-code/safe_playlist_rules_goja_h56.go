// Websocket handler that builds smart playlists by applying a listener's chosen rule to their library tracks.
package smartlists

import (
	"errors"
	"net/http"

	"github.com/dop251/goja"
	"github.com/gorilla/websocket"
)

type Track struct {
	Title string  `json:"title"`
	BPM   float64 `json:"bpm"`
	Plays int     `json:"plays"`
}

type ruleMessage struct {
	Rule string `json:"rule"`
}

var upgrader = websocket.Upgrader{ReadBufferSize: 4096, WriteBufferSize: 4096}

var presetRules = map[string]string{"workout": "t.BPM >= 125", "chill": "t.BPM < 95", "favorites": "t.Plays >= 20"}

func compileRule(msg ruleMessage) (func(Track) bool, error) {
	body, ok := presetRules[msg.Rule]
	if !ok {
		return nil, errors.New("unknown rule")
	}
	vm := goja.New()
	fn, err := vm.RunString("(function (t) { return " + body + "; })")
	if err != nil {
		return nil, err
	}
	call, _ := goja.AssertFunction(fn)
	return func(t Track) bool {
		v, err := call(goja.Undefined(), vm.ToValue(t))
		return err == nil && v.ToBoolean()
	}, nil
}

func SmartPlaylistSocket(tracks func(userID string) []Track) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := r.Header.Get("X-Listener-Id")
		conn, err := upgrader.Upgrade(w, r, nil)
		if err != nil {
			return
		}
		defer conn.Close()
		for {
			var msg ruleMessage
			if err := conn.ReadJSON(&msg); err != nil {
				return
			}
			keep, err := compileRule(msg)
			if err != nil {
				conn.WriteJSON(map[string]string{"error": "invalid rule"})
				continue
			}
			matched := []Track{}
			for _, t := range tracks(user) {
				if keep(t) {
					matched = append(matched, t)
				}
			}
			conn.WriteJSON(matched)
		}
	}
}
