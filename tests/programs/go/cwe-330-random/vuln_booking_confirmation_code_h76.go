// A kayak outfitter booking confirmation code program of the h76 set (cwe-330-random).
package main

import (
	"math/rand"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// issueCode builds a confirmation code from whatever index source it is given.
func issueCode(pick func(n int) int, length int) string {
	var sb strings.Builder
	for i := 0; i < length; i++ {
		sb.WriteByte(codeAlphabet[pick(len(codeAlphabet))])
	}
	return sb.String()
}

type booking struct {
	Name     string    `json:"name"`
	Trip     string    `json:"trip"`
	Date     string    `json:"date"`
	Code     string    `json:"code,omitempty"`
	Canceled bool      `json:"canceled"`
	Created  time.Time `json:"created"`
}

type bookingDesk struct {
	mu       sync.Mutex
	bookings map[string]*booking
	pick     func(n int) int
}

func newBookingDesk() *bookingDesk {
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	var rngMu sync.Mutex
	pick := func(n int) int {
		rngMu.Lock()
		defer rngMu.Unlock()
		return rng.Intn(n)
	}
	return &bookingDesk{bookings: map[string]*booking{}, pick: pick}
}

func (d *bookingDesk) create(c echo.Context) error {
	var b booking
	if err := c.Bind(&b); err != nil || b.Name == "" || b.Trip == "" {
		return echo.NewHTTPError(http.StatusBadRequest, "name and trip required")
	}
	b.Code = issueCode(d.pick, 10)
	b.Created = time.Now()
	d.mu.Lock()
	d.bookings[b.Code] = &b
	d.mu.Unlock()
	return c.JSON(http.StatusCreated, b)
}

// cancel lets a guest drop a trip using only the code from their email.
func (d *bookingDesk) cancel(c echo.Context) error {
	code := strings.ToUpper(c.Param("code"))
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.bookings[code]
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "no booking with that code")
	}
	b.Canceled = true
	return c.JSON(http.StatusOK, map[string]any{"name": b.Name, "trip": b.Trip, "canceled": true})
}

func main() {
	desk := newBookingDesk()
	e := echo.New()
	e.POST("/bookings", desk.create)
	e.DELETE("/bookings/:code", desk.cancel)
	e.Logger.Fatal(e.Start(":8080"))
}
