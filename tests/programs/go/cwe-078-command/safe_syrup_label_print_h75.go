// A maple syrup farm jug label printing program of the h75 set (cwe-078-command).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"regexp"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
)

const labelPrinter = "sugarhouse-zebra"

var gradeTemplates = map[string]string{
	"golden": "/var/lib/sugarhouse/labels/golden.pdf",
	"amber":  "/var/lib/sugarhouse/labels/amber.pdf",
	"dark":   "/var/lib/sugarhouse/labels/dark.pdf",
	"strong": "/var/lib/sugarhouse/labels/very-dark.pdf",
}

type labelRequestError struct {
	Field string
	Msg   string
}

func (e *labelRequestError) Error() string { return e.Field + ": " + e.Msg }

var errPrinterBusy = errors.New("printer busy")

var batchPattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{4}-[0-9]{1,4}$`)

func checkBatch(batch string) error {
	if batch == "" {
		return &labelRequestError{Field: "batch", Msg: "is required"}
	}
	if !batchPattern.MatchString(batch) {
		return &labelRequestError{Field: "batch", Msg: "must look like MS2024-17"}
	}
	return nil
}

func parseCopies(raw string) (int, error) {
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, &labelRequestError{Field: "copies", Msg: "not a number"}
	}
	if n < 1 || n > 200 {
		return 0, &labelRequestError{Field: "copies", Msg: "must be between 1 and 200"}
	}
	return n, nil
}

func runPrint(ctx context.Context, batch, template string, copies int) error {
	cmd := exec.CommandContext(ctx, "lp", "-d", labelPrinter, "-n", strconv.Itoa(copies), "-t", "Batch "+batch, template)
	out, err := cmd.CombinedOutput()
	if err != nil {
		var exitErr *exec.ExitError
		if errors.As(err, &exitErr) && exitErr.ExitCode() == 1 {
			return fmt.Errorf("%w: %s", errPrinterBusy, out)
		}
		return fmt.Errorf("lp failed: %w", err)
	}
	return nil
}

func printLabels(c echo.Context) error {
	batch := c.FormValue("batch")
	if err := checkBatch(batch); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	template, ok := gradeTemplates[c.FormValue("grade")]
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "unknown grade")
	}
	copies, err := parseCopies(c.FormValue("copies"))
	if err != nil {
		var lre *labelRequestError
		if errors.As(err, &lre) {
			return echo.NewHTTPError(http.StatusBadRequest, lre.Error())
		}
		return err
	}

	ctx, cancel := context.WithTimeout(c.Request().Context(), 30*time.Second)
	defer cancel()

	for attempt := 1; attempt <= 3; attempt++ {
		err = runPrint(ctx, batch, template, copies)
		if errors.Is(err, errPrinterBusy) {
			log.Printf("batch %s: printer busy (attempt %d)", batch, attempt)
			time.Sleep(time.Duration(attempt) * time.Second)
			continue
		}
		break
	}
	if err != nil {
		log.Printf("batch %s: printing failed: %v", batch, err)
		return echo.NewHTTPError(http.StatusBadGateway, "label printer unavailable")
	}
	return c.JSON(http.StatusAccepted, map[string]any{"batch": batch, "copies": copies})
}

func main() {
	e := echo.New()
	e.POST("/labels/print", printLabels)
	if err := e.Start(":8090"); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatalf("server: %v", err)
	}
}
