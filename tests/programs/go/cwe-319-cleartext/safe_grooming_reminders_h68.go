// A grooming reminders program of the h68 set (cwe-319-cleartext).
// dog groomers: texts owners a reminder the day before their dog's grooming appointment
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const smsGateway = "https://api.pawpost-sms.com/v2/messages"

type Appointment struct {
	ID      string
	Dog     string
	Owner   string
	Phone   string
	Service string
	At      time.Time
}

type sms struct {
	To     string `json:"to"`
	Sender string `json:"sender"`
	Body   string `json:"body"`
}

// newSender returns a closure bound to the gateway account.
func newSender(endpoint, apiKey, sender string) func(context.Context, string, string) error {
	client := &http.Client{Timeout: 6 * time.Second}
	return func(ctx context.Context, to, body string) error {
		payload, _ := json.Marshal(sms{To: to, Sender: sender, Body: body})
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set("Authorization", "Bearer "+apiKey)
		req.Header.Set("Content-Type", "application/json")
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			return fmt.Errorf("sms gateway: %s", resp.Status)
		}
		return nil
	}
}

type book struct {
	mu    sync.RWMutex
	items map[string]Appointment
}

func (b *book) get(id string) (Appointment, bool) {
	b.mu.RLock()
	defer b.mu.RUnlock()
	a, ok := b.items[id]
	return a, ok
}

func main() {
	send := newSender(smsGateway, os.Getenv("PAWPOST_API_KEY"), "FluffnBuff")
	appts := &book{items: map[string]Appointment{
		"A-3391": {ID: "A-3391", Dog: "Biscuit", Owner: "Hannah Doyle", Phone: "+353871234567", Service: "full groom + nail trim", At: time.Now().Add(26 * time.Hour)},
	}}

	e := echo.New()
	e.Use(middleware.Logger())
	e.POST("/appointments/:id/remind", func(c echo.Context) error {
		a, ok := appts.get(c.Param("id"))
		if !ok {
			return echo.NewHTTPError(http.StatusNotFound)
		}
		first, _, _ := strings.Cut(a.Owner, " ")
		body := fmt.Sprintf("Hi %s! %s is booked for a %s on %s. Reply C to cancel.",
			first, a.Dog, a.Service, a.At.Format("Mon 2 Jan 15:04"))
		if err := send(c.Request().Context(), a.Phone, body); err != nil {
			c.Logger().Errorf("reminder %s: %v", a.ID, err)
			return echo.NewHTTPError(http.StatusBadGateway, "reminder not sent")
		}
		return c.JSON(http.StatusOK, map[string]string{"status": "sent", "appointment": a.ID})
	})
	e.Logger.Fatal(e.Start(":8088"))
}
