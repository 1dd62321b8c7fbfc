// A brine yield estimate program of the h64 set (cwe-094-code).
package main

import (
	"fmt"
	"log"
	"os"
	"strconv"

	"github.com/dop251/goja"
	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/recover"
)

type panEstimate struct {
	Pan    string            `json:"pan"`
	Method string            `json:"method"`
	Inputs map[string]string `json:"inputs"`
	Adjust string            `json:"adjust"`
}

type estimateRequest struct {
	Season string        `json:"season"`
	Pans   []panEstimate `json:"pans"`
}

// yield formulas maintained by the works chemist, one per evaporation method
var formulas = map[string]string{
	"solar":    "brineLitres * salinity * evapRate * 0.92",
	"vacuum":   "brineLitres * salinity * 0.985",
	"lead-pan": "brineLitres * salinity * evapRate * 0.88 - 4",
}

var inputNames = []string{"brineLitres", "salinity", "evapRate"}

func estimateYield(p panEstimate) (float64, error) {
	formula, ok := formulas[p.Method]
	if !ok {
		return 0, fmt.Errorf("unknown method %q", p.Method)
	}
	vm := goja.New()
	for _, name := range inputNames {
		v, err := strconv.ParseFloat(p.Inputs[name], 64)
		if err != nil {
			v = 1
		}
		if err := vm.Set(name, v); err != nil {
			return 0, err
		}
	}
	if p.Adjust == "" {
		p.Adjust = "1"
	}
	src := fmt.Sprintf("(%s) * %s", formula, p.Adjust)
	val, err := vm.RunString(src)
	if err != nil {
		return 0, err
	}
	return val.ToFloat(), nil
}

func estimate(c *fiber.Ctx) error {
	var req estimateRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.NewError(fiber.StatusBadRequest, "invalid body")
	}
	yields := map[string]float64{}
	total := 0.0
	for _, p := range req.Pans {
		kg, err := estimateYield(p)
		if err != nil {
			return fiber.NewError(fiber.StatusUnprocessableEntity, "cannot estimate one of the pans")
		}
		yields[p.Pan] = kg
		total += kg
	}
	return c.JSON(fiber.Map{"season": req.Season, "yields_kg": yields, "total_kg": total})
}

func main() {
	app := fiber.New()
	app.Use(recover.New())
	app.Post("/api/pans/estimate", estimate)
	log.Fatal(app.ListenTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
