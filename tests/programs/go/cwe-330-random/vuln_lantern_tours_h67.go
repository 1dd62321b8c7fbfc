// A lantern tours program of the h67 set (cwe-330-random).
// lighthouse keepers: book lantern-room tours and email visitors a link to cancel
package main

import (
	"log"
	"math/rand"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/gofiber/fiber/v2"
)

const tokenAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"

type TokenSource struct {
	mu  sync.Mutex
	rng *rand.Rand
}

func NewTokenSource() *TokenSource {
	return &TokenSource{rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (s *TokenSource) New(n int) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b := make([]byte, n)
	for i := range b {
		b[i] = tokenAlphabet[s.rng.Intn(len(tokenAlphabet))]
	}
	return string(b), nil
}

type TourBooking struct {
	Visitor string `json:"visitor" validate:"required,max=80"`
	Email   string `json:"email" validate:"required,email"`
	Date    string `json:"date" validate:"required,datetime=2006-01-02"`
	Party   int    `json:"party" validate:"required,min=1,max=8"`
}

type BookingBook struct {
	mu      sync.Mutex
	byToken map[string]TourBooking
	tokens  *TokenSource
}

func NewBookingBook(tokens *TokenSource) *BookingBook {
	return &BookingBook{byToken: map[string]TourBooking{}, tokens: tokens}
}

func (b *BookingBook) Add(t TourBooking) (string, error) {
	token, err := b.tokens.New(22)
	if err != nil {
		return "", err
	}
	b.mu.Lock()
	b.byToken[token] = t
	b.mu.Unlock()
	return token, nil
}

func (b *BookingBook) Cancel(token string) (TourBooking, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	t, ok := b.byToken[token]
	delete(b.byToken, token)
	return t, ok
}

type TourHandler struct {
	book     *BookingBook
	validate *validator.Validate
}

func (h *TourHandler) Book(c *fiber.Ctx) error {
	var t TourBooking
	if err := c.BodyParser(&t); err != nil {
		return fiber.ErrBadRequest
	}
	if err := h.validate.Struct(t); err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}
	token, err := h.book.Add(t)
	if err != nil {
		return fiber.ErrInternalServerError
	}
	cancelURL := c.BaseURL() + "/tours/cancel/" + token
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"date": t.Date, "party": t.Party, "cancel_url": cancelURL})
}

func (h *TourHandler) Cancel(c *fiber.Ctx) error {
	t, ok := h.book.Cancel(c.Params("token"))
	if !ok {
		return fiber.ErrNotFound
	}
	return c.JSON(fiber.Map{"cancelled": true, "visitor": t.Visitor, "date": t.Date})
}

func main() {
	h := &TourHandler{book: NewBookingBook(NewTokenSource()), validate: validator.New()}

	app := fiber.New(fiber.Config{AppName: "lantern-tours"})
	app.Post("/tours", h.Book)
	app.Delete("/tours/cancel/:token", h.Cancel)
	log.Fatal(app.Listen(":3002"))
}
