// dental appointment confirm (h58 set)
package main

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type appointment struct {
	Patient   string
	Dentist   string
	Treatment string
	Slot      time.Time
}

type check func(appointment) error

func required(field string, get func(appointment) string) check {
	return func(a appointment) error {
		if strings.TrimSpace(get(a)) == "" {
			return fmt.Errorf("%s is required", field)
		}
		return nil
	}
}

func inOpeningHours(a appointment) error {
	if h := a.Slot.Hour(); h < 8 || h >= 18 {
		return errors.New("the clinic is open 08:00-18:00")
	}
	return nil
}

func validate(a appointment, checks ...check) error {
	for _, c := range checks {
		if err := c(a); err != nil {
			return err
		}
	}
	return nil
}

func bindAppointment(c echo.Context) (appointment, error) {
	slot, err := time.Parse("2006-01-02T15:04", c.FormValue("slot"))
	if err != nil {
		return appointment{}, errors.New("slot must look like 2024-05-01T09:30")
	}
	return appointment{
		Patient:   c.FormValue("patient"),
		Dentist:   c.FormValue("dentist"),
		Treatment: c.FormValue("treatment"),
		Slot:      slot,
	}, nil
}

func confirmationHTML(a appointment) string {
	return "<section class=\"confirm\"><h2>See you soon, " + a.Patient + "!</h2>" +
		"<p>" + a.Treatment + " with Dr. " + a.Dentist + " on " +
		a.Slot.Format("Monday 2 January at 15:04") + ".</p></section>"
}

func bookAppointment(c echo.Context) error {
	a, err := bindAppointment(c)
	if err == nil {
		err = validate(a,
			required("patient", func(a appointment) string { return a.Patient }),
			required("dentist", func(a appointment) string { return a.Dentist }),
			required("treatment", func(a appointment) string { return a.Treatment }),
			inOpeningHours,
		)
	}
	if err != nil {
		return c.JSON(http.StatusUnprocessableEntity, map[string]string{"error": err.Error()})
	}
	return c.HTML(http.StatusOK, confirmationHTML(a))
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())

	routes := []struct {
		method, path string
		h            echo.HandlerFunc
	}{
		{http.MethodPost, "/appointments/book", bookAppointment},
		{http.MethodGet, "/healthz", func(c echo.Context) error { return c.NoContent(http.StatusNoContent) }},
	}
	for _, r := range routes {
		e.Add(r.method, r.path, r.h)
	}
	e.Logger.Fatal(e.StartTLS(os.Getenv("CLINIC_ADDR"), os.Getenv("CLINIC_TLS_CERT"), os.Getenv("CLINIC_TLS_KEY")))
}
