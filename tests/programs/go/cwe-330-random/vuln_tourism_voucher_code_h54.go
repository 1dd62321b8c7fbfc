// Fiber service that sells prepaid gift vouchers redeemable for guided city tours.
package main

import (
	"fmt"
	"math/rand"
	"strings"
	"sync"

	"github.com/gofiber/fiber/v2"
)

type voucher struct {
	Code   string  `json:"code"`
	Tour   string  `json:"tour"`
	Amount float64 `json:"amount"`
}

type purchase struct {
	Tour   string  `json:"tour"`
	Amount float64 `json:"amount"`
}

var issued sync.Map

func groups(n int, part func() string) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = part()
	}
	return strings.Join(parts, "-")
}

func voucherCode() string {
	return groups(3, func() string {
		return fmt.Sprintf("%04X", rand.Int63()&0xFFFF)
	})
}

func issueVoucher(c *fiber.Ctx) error {
	var p purchase
	if err := c.BodyParser(&p); err != nil || p.Amount <= 0 || p.Tour == "" || c.Get("X-Payment-Ref") == "" {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "tour, amount and payment required"})
	}
	v := voucher{Code: voucherCode(), Tour: p.Tour, Amount: p.Amount}
	issued.Store(v.Code, v)
	return c.Status(fiber.StatusCreated).JSON(v)
}

func redeemVoucher(c *fiber.Ctx) error {
	code := strings.ToUpper(c.Params("code"))
	v, ok := issued.LoadAndDelete(code)
	if !ok {
		return c.Status(fiber.StatusNotFound).JSON(fiber.Map{"error": "unknown voucher"})
	}
	return c.JSON(v)
}

func main() {
	app := fiber.New()
	app.Post("/vouchers", issueVoucher)
	app.Post("/vouchers/:code/redeem", redeemVoucher)
	app.Listen(":8095")
}
