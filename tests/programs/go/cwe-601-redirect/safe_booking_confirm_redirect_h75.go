// A stilt-walker troupe booking confirmation redirect program of the h75 set (cwe-601-redirect).
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

var partnerHosts = map[string]bool{
	"tallfolk-troupe.example":      true,
	"www.tallfolk-troupe.example":  true,
	"events.festival-partner.test": true,
}

var errUnknownBooking = errors.New("booking not found")

type hostError struct {
	Host string
}

func (e *hostError) Error() string { return fmt.Sprintf("host %q is not a partner site", e.Host) }

func checkPartnerURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("parse %q: %w", raw, err)
	}
	if u.Scheme != "https" {
		return &hostError{Host: u.Scheme + "://" + u.Host}
	}
	if !partnerHosts[strings.ToLower(u.Hostname())] {
		return &hostError{Host: u.Hostname()}
	}
	return nil
}

type bookings struct {
	mu        sync.Mutex
	confirmed map[int]bool
}

func (b *bookings) confirm(id int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	done, ok := b.confirmed[id]
	if !ok {
		return errUnknownBooking
	}
	if !done {
		b.confirmed[id] = true
	}
	return nil
}

func (b *bookings) handleConfirm(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid booking id")
	}
	if err := b.confirm(id); err != nil {
		if errors.Is(err, errUnknownBooking) {
			return echo.NewHTTPError(http.StatusNotFound, err.Error())
		}
		return fmt.Errorf("confirm booking %d: %w", id, err)
	}

	returnTo := c.QueryParam("return_to")
	if returnTo == "" {
		return c.Redirect(http.StatusSeeOther, "/bookings/"+strconv.Itoa(id))
	}
	if err := checkPartnerURL(returnTo); err != nil {
		var he *hostError
		if errors.As(err, &he) {
			c.Logger().Warnf("booking %d return_to not a partner page: %v", id, he)
		}
		return c.Redirect(http.StatusSeeOther, "/bookings/"+strconv.Itoa(id))
	}
	return c.Redirect(http.StatusSeeOther, returnTo)
}

func main() {
	b := &bookings{confirmed: map[int]bool{101: false, 102: false, 103: true}}

	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	e.GET("/bookings/:id/confirm", b.handleConfirm)
	if err := e.Start(":8076"); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatalf("server: %v", err)
	}
}
