// A enrichment formula program of the h60 set (cwe-094-code).
package main

import (
	"errors"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/labstack/echo/v4"
)

type animal struct {
	ID       string  `json:"id"`
	Species  string  `json:"species"`
	Age      float64 `json:"age"`
	WeightKg float64 `json:"weight_kg"`
	Sessions float64 `json:"sessions"`
}

type scored struct {
	ID    string  `json:"id"`
	Score float64 `json:"score"`
}

var residents = []animal{
	{ID: "otter-03", Species: "Eurasian otter", Age: 6, WeightKg: 8.4, Sessions: 12},
	{ID: "tapir-01", Species: "Malayan tapir", Age: 14, WeightKg: 310, Sessions: 5},
	{ID: "penguin-17", Species: "Gentoo penguin", Age: 3, WeightKg: 5.9, Sessions: 20},
	{ID: "binturong-02", Species: "Binturong", Age: 9, WeightKg: 17, Sessions: 8},
}

// checkFormula guards the scoring formulas keepers type into the planner.
func checkFormula(src string) error {
	if len(src) == 0 || len(src) > 200 {
		return errors.New("formula must be 1-200 characters")
	}
	return nil
}

func evaluate(formula string, a animal) (float64, error) {
	vm := goja.New()
	timer := time.AfterFunc(100*time.Millisecond, func() { vm.Interrupt("formula took too long") })
	defer timer.Stop()
	vars := map[string]float64{"age": a.Age, "weight": a.WeightKg, "sessions": a.Sessions}
	for name, v := range vars {
		if err := vm.Set(name, v); err != nil {
			return 0, err
		}
	}
	val, err := vm.RunString(formula)
	if err != nil {
		return 0, err
	}
	return val.ToFloat(), nil
}

// scoreAll evaluates the formula for every animal concurrently, one VM each.
func scoreAll(formula string, animals []animal) ([]scored, error) {
	out := make([]scored, len(animals))
	errs := make(chan error, len(animals))
	var wg sync.WaitGroup
	for i, a := range animals {
		wg.Add(1)
		go func(i int, a animal) {
			defer wg.Done()
			s, err := evaluate(formula, a)
			if err != nil {
				errs <- err
				return
			}
			out[i] = scored{ID: a.ID, Score: s}
		}(i, a)
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, err
	}
	return out, nil
}

func main() {
	e := echo.New()
	e.POST("/enrichment/scores", func(c echo.Context) error {
		var body struct {
			Formula string `json:"formula"`
		}
		if err := c.Bind(&body); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "malformed request")
		}
		if err := checkFormula(body.Formula); err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
		}
		scores, err := scoreAll(body.Formula, residents)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, "formula could not be evaluated")
		}
		return c.JSON(http.StatusOK, scores)
	})
	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
