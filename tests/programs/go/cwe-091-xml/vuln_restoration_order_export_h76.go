// A carousel restorer restoration order export program of the h76 set (cwe-091-xml).
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"strconv"
)

type workOrder struct {
	Figure      string `json:"figure"`
	PaintScheme string `json:"paint_scheme"`
	GoldLeaf    bool   `json:"gold_leaf"`
	Notes       string `json:"notes"`
}

type exporter func(o workOrder) ([]byte, string)

func writeElem(buf *bytes.Buffer, name, value string) {
	fmt.Fprintf(buf, "  <%s>%s</%s>\n", name, value, name)
}

func exportXML(o workOrder) ([]byte, string) {
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n<workOrder>\n")
	writeElem(&buf, "figure", o.Figure)
	writeElem(&buf, "paintScheme", o.PaintScheme)
	writeElem(&buf, "goldLeaf", strconv.FormatBool(o.GoldLeaf))
	writeElem(&buf, "notes", o.Notes)
	buf.WriteString("</workOrder>\n")
	return buf.Bytes(), "application/xml"
}

func exportCSV(o workOrder) ([]byte, string) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"figure", "paint_scheme", "gold_leaf", "notes"})
	w.Write([]string{o.Figure, o.PaintScheme, strconv.FormatBool(o.GoldLeaf), o.Notes})
	w.Flush()
	return buf.Bytes(), "text/csv"
}

var exporters = map[string]exporter{
	"xml": exportXML,
	"csv": exportCSV,
}

type workshop struct {
	supplierURL string
	client      *http.Client
}

func (ws *workshop) submit(w http.ResponseWriter, r *http.Request) {
	var o workOrder
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10)).Decode(&o); err != nil {
		http.Error(w, "malformed order", http.StatusBadRequest)
		return
	}
	format := r.URL.Query().Get("format")
	if format == "" {
		format = "xml"
	}
	export, ok := exporters[format]
	if !ok {
		http.Error(w, "unsupported format", http.StatusBadRequest)
		return
	}
	body, contentType := export(o)
	resp, err := ws.client.Post(ws.supplierURL, contentType, bytes.NewReader(body))
	if err != nil {
		log.Printf("supplier post: %v", err)
		http.Error(w, "supplier unreachable", http.StatusBadGateway)
		return
	}
	resp.Body.Close()
	w.WriteHeader(http.StatusAccepted)
	fmt.Fprintf(w, "forwarded as %s, supplier status %d\n", format, resp.StatusCode)
}

func main() {
	ws := &workshop{supplierURL: "https://orders.brasspolemills.com/api/workorders", client: http.DefaultClient}
	http.HandleFunc("/orders/export", ws.submit)
	log.Fatal(http.ListenAndServe(":8080", nil))
}
