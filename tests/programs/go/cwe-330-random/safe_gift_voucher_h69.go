// A gift voucher program of the h69 set (cwe-330-random).
package main

import (
	"crypto/rand"
	"log"
	"strings"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"
)

type voucher struct {
	Code     string    `json:"code"`
	Pence    int       `json:"pence"`
	Buyer    string    `json:"buyer"`
	IssuedAt time.Time `json:"issued_at"`
	Redeemed bool      `json:"redeemed"`
}

type voucherBook struct {
	mu    sync.Mutex
	codes map[string]*voucher
}

var book = &voucherBook{codes: map[string]*voucher{}}

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

func voucherCode() string {
	raw := make([]byte, 12)
	rand.Read(raw)
	var b strings.Builder
	b.WriteString("HOCUS")
	for i, r := range raw {
		if i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(codeAlphabet[int(r)%len(codeAlphabet)])
	}
	return b.String()
}

// tillSession identifies the staff member or web customer making the purchase.
func tillSession(c *fiber.Ctx) error {
	who := c.Get("X-Till-User")
	if who == "" {
		who = c.Cookies("shop_customer")
	}
	if who == "" {
		return fiber.ErrUnauthorized
	}
	c.Locals("buyer", who)
	return c.Next()
}

func issueVoucher(c *fiber.Ctx) error {
	var in struct {
		Pence int `json:"pence"`
	}
	if err := c.BodyParser(&in); err != nil || in.Pence < 500 || in.Pence > 20000 {
		return fiber.NewError(fiber.StatusBadRequest, "vouchers are £5 to £200")
	}
	v := &voucher{
		Code:     voucherCode(),
		Pence:    in.Pence,
		Buyer:    c.Locals("buyer").(string),
		IssuedAt: time.Now(),
	}
	book.mu.Lock()
	book.codes[v.Code] = v
	book.mu.Unlock()
	return c.Status(fiber.StatusCreated).JSON(v)
}

func redeemVoucher(c *fiber.Ctx) error {
	code := strings.ToUpper(c.Params("code"))
	book.mu.Lock()
	defer book.mu.Unlock()
	v, ok := book.codes[code]
	if !ok || v.Redeemed {
		return fiber.ErrNotFound
	}
	v.Redeemed = true
	return c.JSON(fiber.Map{"pence": v.Pence})
}

func main() {
	app := fiber.New()
	api := app.Group("/vouchers", tillSession)
	api.Post("/", issueVoucher)
	api.Post("/:code/redeem", redeemVoucher)
	log.Fatal(app.Listen(":8050"))
}
