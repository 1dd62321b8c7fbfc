// A tannery order program of the h67 set (cwe-091-xml).
// saddle makers: forward bespoke saddle orders to the tannery's order intake as XML
package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/gofiber/fiber/v2"
)

type SaddleOrder struct {
	CustomerRef string  `json:"customer_ref" validate:"required,max=32"`
	Model       string  `json:"model" validate:"required,oneof=dressage jumping endurance western"`
	SeatInches  float64 `json:"seat_inches" validate:"required,gte=15,lte=19"`
	Leather     string  `json:"leather" validate:"required,oneof=havana black oakbark"`
	Notes       string  `json:"notes" validate:"max=300"`
}

var hidesPerModel = map[string]int{"dressage": 2, "jumping": 2, "endurance": 2, "western": 3}

func xmlText(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

type TanneryClient struct {
	endpoint string
	account  string
	http     *http.Client
}

func NewTanneryClient(endpoint, account string) *TanneryClient {
	return &TanneryClient{endpoint: endpoint, account: account, http: &http.Client{Timeout: 15 * time.Second}}
}

func (t *TanneryClient) Submit(ctx context.Context, o SaddleOrder) error {
	body := fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<order account="%s">
  <customerRef>%s</customerRef>
  <model>%s</model>
  <seat unit="in">%.1f</seat>
  <leather>%s</leather>
  <hides>%d</hides>
  <notes>%s</notes>
</order>`, t.account, xmlText(o.CustomerRef), o.Model, o.SeatInches, o.Leather, hidesPerModel[o.Model], xmlText(o.Notes))

	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.endpoint, bytes.NewBufferString(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/xml")
	resp, err := t.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("tannery returned %s: %s", resp.Status, msg)
	}
	return nil
}

type OrderHandler struct {
	tannery  *TanneryClient
	validate *validator.Validate
}

func (h *OrderHandler) Place(c *fiber.Ctx) error {
	var o SaddleOrder
	if err := c.BodyParser(&o); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "malformed order")
	}
	if err := h.validate.Struct(o); err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}
	if err := h.tannery.Submit(c.UserContext(), o); err != nil {
		log.Printf("tannery submit %s: %v", o.CustomerRef, err)
		return fiber.NewError(fiber.StatusBadGateway, "tannery did not accept the order")
	}
	return c.Status(fiber.StatusAccepted).JSON(fiber.Map{"customer_ref": o.CustomerRef, "status": "sent to tannery"})
}

func main() {
	h := &OrderHandler{
		tannery:  NewTanneryClient("https://orders.wickhamtannery.example/intake", "HARLOW-SADDLERY"),
		validate: validator.New(),
	}

	app := fiber.New()
	app.Post("/orders", h.Place)
	log.Fatal(app.Listen(":3001"))
}
