// A lesson vouchers program of the h68 set (cwe-330-random).
// ski schools: sells gift vouchers for private lessons and redeems the printed codes at the ski-school desk
package main

import (
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Voucher struct {
	Code     string    `json:"code"`
	Hours    int       `json:"hours"`
	Buyer    string    `json:"buyer"`
	Expires  time.Time `json:"expires"`
	Redeemed bool      `json:"redeemed"`
}

func newCode() string {
	var raw strings.Builder
	for range 12 {
		raw.WriteByte(alphabet[rand.IntN(len(alphabet))])
	}
	return group(raw.String(), 4)
}

func group(s string, n int) string {
	var parts []string
	for len(s) > n {
		parts = append(parts, s[:n])
		s = s[n:]
	}
	return strings.Join(append(parts, s), "-")
}

type desk struct {
	mu       sync.Mutex
	vouchers map[string]*Voucher
}

func (d *desk) issue(c *fiber.Ctx) error {
	var in struct {
		Hours int    `json:"hours"`
		Buyer string `json:"buyer"`
	}
	if err := c.BodyParser(&in); err != nil || in.Buyer == "" {
		return fiber.ErrBadRequest
	}
	v := &Voucher{
		Code:    newCode(),
		Hours:   min(max(in.Hours, 1), 10),
		Buyer:   in.Buyer,
		Expires: time.Now().AddDate(1, 0, 0),
	}
	d.mu.Lock()
	d.vouchers[v.Code] = v
	d.mu.Unlock()
	slog.Info("voucher issued", "hours", v.Hours, "buyer", v.Buyer)
	return c.Status(fiber.StatusCreated).JSON(v)
}

func (d *desk) redeem(c *fiber.Ctx) error {
	code := strings.ToUpper(c.Params("code"))
	d.mu.Lock()
	defer d.mu.Unlock()
	v, ok := d.vouchers[code]
	switch {
	case !ok:
		return fiber.NewError(fiber.StatusNotFound, "unknown voucher")
	case v.Redeemed:
		return fiber.NewError(fiber.StatusGone, "voucher already used")
	case time.Now().After(v.Expires):
		return fiber.NewError(fiber.StatusGone, "voucher expired")
	}
	v.Redeemed = true
	return c.JSON(fiber.Map{"hours": v.Hours, "buyer": v.Buyer})
}

func main() {
	d := &desk{vouchers: map[string]*Voucher{}}
	app := fiber.New()
	app.Post("/vouchers", d.issue)
	app.Post("/vouchers/:code/redeem", d.redeem)
	if err := app.Listen(":3040"); err != nil {
		slog.Error("listen", "err", err)
	}
}
