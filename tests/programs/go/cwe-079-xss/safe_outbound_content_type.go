// Package web shows a city's forecast fetched from an internal service.
package web

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"net/http"
)

func Forecast(w http.ResponseWriter, r *http.Request) {
	city := r.URL.Query().Get("city")
	req, _ := http.NewRequest("POST", "http://forecast.internal/v1/lookup", bytes.NewBufferString(`{"q":"x"}`))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		http.Error(w, "upstream error", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Fprintf(w, "<h2>Forecast for %s</h2><pre>%d bytes</pre>", html.EscapeString(city), len(body))
}
