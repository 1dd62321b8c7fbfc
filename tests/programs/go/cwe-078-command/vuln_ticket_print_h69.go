// A ticket print program of the h69 set (cwe-078-command).
package main

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

var counterPrinters = map[string]bool{
	"front_counter": true,
	"back_office":   true,
	"dropoff_kiosk": true,
}

const defaultPrinter = "front_counter"

// printerSelection remembers which queue the attendant asked for and which
// one we are actually going to use for this request.
func printerSelection(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		requested := c.QueryParam("printer")
		c.Set("printer.requested", requested)
		if counterPrinters[requested] {
			c.Set("printer", requested)
		} else {
			c.Set("printer", defaultPrinter)
		}
		return next(c)
	}
}

type ticket struct {
	Customer string `json:"customer"`
	Bags     int    `json:"bags"`
	Service  string `json:"service"`
}

func printTicket(c echo.Context) error {
	var t ticket
	if err := c.Bind(&t); err != nil || t.Bags <= 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid ticket")
	}
	queue, _ := c.Get("printer.requested").(string)
	copies, err := strconv.Atoi(c.QueryParam("copies"))
	if err != nil || copies < 1 || copies > 3 {
		copies = 1
	}

	tmp, err := os.CreateTemp("", "ticket-*.txt")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	fmt.Fprintf(tmp, "SUDS & CO LAUNDRY\n%s\nBags: %d\nService: %s\nReady: %s\n",
		t.Customer, t.Bags, t.Service, time.Now().Add(24*time.Hour).Format("Mon 02 Jan 15:04"))
	tmp.Close()

	cmdline := fmt.Sprintf("lp -d %s -n %d %s", queue, copies, filepath.Clean(tmp.Name()))
	out, err := exec.Command("/bin/sh", "-c", cmdline).CombinedOutput()
	if err != nil {
		c.Logger().Errorf("lp failed: %v: %s", err, out)
		return echo.NewHTTPError(http.StatusBadGateway, "printer unavailable")
	}
	return c.JSON(http.StatusOK, map[string]string{"queued": string(out)})
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	g := e.Group("/counter", printerSelection)
	g.POST("/tickets", printTicket)
	e.Logger.Fatal(e.Start(":8070"))
}
