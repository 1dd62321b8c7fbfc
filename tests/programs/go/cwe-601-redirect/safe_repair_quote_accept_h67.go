// A repair quote accept program of the h67 set (cwe-601-redirect).
// sail lofts: customers accept a sail repair quote and go back to the portal they came from
package main

import (
	"errors"
	"log"
	"net/url"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/gofiber/fiber/v2"
)

const defaultReturn = "https://portal.northwindsails.example/quotes"

var portalHosts = map[string]bool{
	"portal.northwindsails.example": true,
	"trade.northwindsails.example":  true,
}

type AcceptQuote struct {
	QuoteID    string `form:"quote_id" validate:"required,uuid4"`
	SignedName string `form:"signed_name" validate:"required,max=80"`
	ReturnTo   string `form:"return_to" validate:"required,url"`
}

type Quote struct {
	ID         string
	Sail       string
	PricePence int
	AcceptedBy string
	AcceptedAt time.Time
}

var errUnknownQuote = errors.New("quote not found or already accepted")

type QuoteService struct {
	mu     sync.Mutex
	quotes map[string]*Quote
}

func NewQuoteService() *QuoteService {
	return &QuoteService{quotes: map[string]*Quote{}}
}

func (s *QuoteService) Accept(id, name string) (*Quote, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	q, ok := s.quotes[id]
	if !ok || q.AcceptedBy != "" {
		return nil, errUnknownQuote
	}
	q.AcceptedBy = name
	q.AcceptedAt = time.Now()
	return q, nil
}

func returnTarget(raw, quoteID string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !portalHosts[u.Hostname()] {
		return defaultReturn
	}
	q := u.Query()
	q.Set("quote", quoteID)
	q.Set("status", "accepted")
	u.RawQuery = q.Encode()
	return u.String()
}

type QuoteHandler struct {
	quotes   *QuoteService
	validate *validator.Validate
}

func (h *QuoteHandler) Accept(c *fiber.Ctx) error {
	var req AcceptQuote
	if err := c.BodyParser(&req); err != nil {
		return fiber.ErrBadRequest
	}
	if err := h.validate.Struct(req); err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}
	if _, err := h.quotes.Accept(req.QuoteID, req.SignedName); err != nil {
		return c.Status(fiber.StatusConflict).JSON(fiber.Map{"error": err.Error()})
	}
	return c.Redirect(returnTarget(req.ReturnTo, req.QuoteID), fiber.StatusSeeOther)
}

func main() {
	h := &QuoteHandler{quotes: NewQuoteService(), validate: validator.New()}

	app := fiber.New(fiber.Config{AppName: "loft-quotes"})
	app.Post("/quotes/accept", h.Accept)
	log.Fatal(app.Listen(":3003"))
}
