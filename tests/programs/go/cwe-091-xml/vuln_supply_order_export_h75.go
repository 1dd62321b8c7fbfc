// A cotton candy vendor supply order export program of the h75 set (cwe-091-xml).
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

type supplyOrder struct {
	Stall    string
	Flavor   string
	Kilos    int
	Delivery string
	Notes    string
}

type orderError struct {
	Field string
	Msg   string
}

func (e *orderError) Error() string { return fmt.Sprintf("%s: %s", e.Field, e.Msg) }

var errSupplierRejected = errors.New("supplier rejected order")

func orderFromForm(r *http.Request) (supplyOrder, error) {
	kilos, err := strconv.Atoi(r.PostFormValue("kilos"))
	if err != nil || kilos <= 0 || kilos > 500 {
		return supplyOrder{}, &orderError{Field: "kilos", Msg: "must be 1-500"}
	}
	o := supplyOrder{
		Stall:    strings.TrimSpace(r.PostFormValue("stall")),
		Flavor:   strings.TrimSpace(r.PostFormValue("flavor")),
		Kilos:    kilos,
		Delivery: r.PostFormValue("delivery"),
		Notes:    r.PostFormValue("notes"),
	}
	if o.Stall == "" || o.Flavor == "" {
		return supplyOrder{}, &orderError{Field: "stall/flavor", Msg: "required"}
	}
	if _, err := time.Parse("2006-01-02", o.Delivery); err != nil {
		return supplyOrder{}, &orderError{Field: "delivery", Msg: "must be YYYY-MM-DD"}
	}
	return o, nil
}

func buildOrderXML(o supplyOrder) ([]byte, error) {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&b, `<supplyOrder stall="%s">`, o.Stall)
	fmt.Fprintf(&b, `<item><flavor>%s</flavor><kilos>%d</kilos></item>`, o.Flavor, o.Kilos)
	fmt.Fprintf(&b, `<delivery>%s</delivery><notes>%s</notes>`, o.Delivery, o.Notes)
	b.WriteString(`</supplyOrder>`)
	return []byte(b.String()), nil
}

func sendToSupplier(ctx context.Context, payload []byte) error {
	endpoint := os.Getenv("SUGAR_SUPPLIER_URL")
	var lastErr error
	for attempt := 1; attempt <= 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
		if err != nil {
			return fmt.Errorf("build supplier request: %w", err)
		}
		req.Header.Set("Content-Type", "application/xml")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			lastErr = err
			time.Sleep(time.Duration(attempt) * 500 * time.Millisecond)
			continue
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			lastErr = fmt.Errorf("supplier status %d", resp.StatusCode)
			continue
		}
		if resp.StatusCode != http.StatusCreated {
			return fmt.Errorf("%w: status %d", errSupplierRejected, resp.StatusCode)
		}
		return nil
	}
	return fmt.Errorf("supplier unreachable after retries: %w", lastErr)
}

func handleOrder(w http.ResponseWriter, r *http.Request) {
	o, err := orderFromForm(r)
	if err != nil {
		var oe *orderError
		if errors.As(err, &oe) {
			http.Error(w, oe.Error(), http.StatusBadRequest)
			return
		}
		http.Error(w, "invalid order", http.StatusBadRequest)
		return
	}
	payload, err := buildOrderXML(o)
	if err != nil {
		log.Printf("encode order for %s: %v", o.Stall, err)
		http.Error(w, "could not encode order", http.StatusInternalServerError)
		return
	}
	if err := sendToSupplier(r.Context(), payload); err != nil {
		log.Printf("order for %s: %v", o.Stall, err)
		status := http.StatusBadGateway
		if errors.Is(err, errSupplierRejected) {
			status = http.StatusConflict
		}
		http.Error(w, "order not placed", status)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func main() {
	http.HandleFunc("/orders", handleOrder)
	log.Fatal(http.ListenAndServe(":8084", nil))
}
