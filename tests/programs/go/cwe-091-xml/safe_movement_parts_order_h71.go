// A movement parts order program of the h71 set (cwe-091-xml).
package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

var ErrBadPartLine = errors.New("part line rejected")

// assertions are switched on in the workshop's test environment
var assertionsOn = os.Getenv("CLOCKPARTS_ASSERT") == "1"

func assertf(cond bool, format string, args ...any) error {
	if !assertionsOn || cond {
		return nil
	}
	return fmt.Errorf("%w: "+format, append([]any{ErrBadPartLine}, args...)...)
}

type partLine struct {
	Calibre string `json:"calibre"` // e.g. "Hermle 451-050"
	Part    string `json:"part"`    // e.g. "mainspring"
	Qty     int    `json:"qty"`
	Note    string `json:"note"` // customer's description of the fault
}

type repairRequest struct {
	Customer string     `json:"customer"`
	Clock    string     `json:"clock"`
	Lines    []partLine `json:"lines"`
}

func checkLine(l partLine) error {
	if l.Qty < 1 || l.Qty > 10 {
		return fmt.Errorf("%w: quantity %d", ErrBadPartLine, l.Qty)
	}
	return assertf(!strings.ContainsAny(l.Calibre+l.Part+l.Note, "<>&"), "markup characters in %q", l.Part)
}

func xmlText(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

func orderXML(ref string, req repairRequest) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&b, "<PurchaseOrder ref=\"%s\" placed=\"%s\">\n", ref, time.Now().UTC().Format(time.RFC3339))
	b.WriteString("  <Buyer account=\"TW-11873\">Tickwright Clock Repairs</Buyer>\n")
	for _, l := range req.Lines {
		fmt.Fprintf(&b, "  <Line><Calibre>%s</Calibre><Part>%s</Part><Qty>%d</Qty><Note>%s</Note></Line>\n",
			xmlText(l.Calibre), xmlText(l.Part), l.Qty, xmlText(l.Note))
	}
	b.WriteString("</PurchaseOrder>\n")
	return b.Bytes()
}

type orders struct {
	supplierURL string
	client      *http.Client
}

func (o *orders) submit(c echo.Context) error {
	var req repairRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid repair request")
	}
	if len(req.Lines) == 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "no parts requested")
	}
	for i, l := range req.Lines {
		if err := checkLine(l); err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, fmt.Sprintf("line %d: %v", i+1, err))
		}
	}

	ref := fmt.Sprintf("TW-%d", time.Now().UnixNano()/1e6)
	resp, err := o.client.Post(o.supplierURL, "application/xml", bytes.NewReader(orderXML(ref, req)))
	if err != nil {
		log.Printf("order %s: %v", ref, err)
		return echo.NewHTTPError(http.StatusBadGateway, "supplier unavailable, we will retry")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return echo.NewHTTPError(http.StatusBadGateway, "supplier refused the order: "+resp.Status)
	}
	return c.JSON(http.StatusAccepted, map[string]string{"order_ref": ref})
}

func main() {
	o := &orders{
		supplierURL: "https://edi.kienzle-movements-supply.de/orders/v1",
		client:      &http.Client{Timeout: 20 * time.Second},
	}
	e := echo.New()
	e.Use(middleware.Recover(), middleware.BodyLimit("64K"))
	e.POST("/repairs/parts-order", o.submit)
	e.Logger.Fatal(e.Start(":8012"))
}
