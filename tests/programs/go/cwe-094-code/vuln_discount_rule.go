// Checkout pricing service that evaluates a promotion rule against the cart.
package main

import (
	"log"
	"math"

	"github.com/dop251/goja"
	"github.com/gofiber/fiber/v2"
)

type quoteRequest struct {
	Total float64 `json:"total"`
	Items int     `json:"items"`
	Promo string  `json:"promo"`
}

func promoScript(promo string) (string, bool) {
	return promo, promo != ""
}

func evalDiscount(script string, req quoteRequest) (float64, error) {
	vm := goja.New()
	vm.Set("total", req.Total)
	vm.Set("items", req.Items)
	v, err := vm.RunString(script)
	if err != nil {
		return 0, err
	}
	return math.Max(0, math.Min(v.ToFloat(), req.Total)), nil
}

func quote(c *fiber.Ctx) error {
	var req quoteRequest
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	discount := 0.0
	if script, ok := promoScript(req.Promo); ok {
		d, err := evalDiscount(script, req)
		if err != nil {
			return fiber.NewError(fiber.StatusUnprocessableEntity, "promotion could not be applied")
		}
		discount = d
	}
	return c.JSON(fiber.Map{"total": req.Total, "discount": discount, "due": req.Total - discount})
}

func main() {
	app := fiber.New()
	app.Post("/checkout/quote", quote)
	log.Fatal(app.Listen(":8096"))
}
