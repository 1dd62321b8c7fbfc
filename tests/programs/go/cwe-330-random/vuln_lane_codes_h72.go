// A lane codes program of the h72 set (cwe-330-random).
package main

import (
	"log"
	"math/rand"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// CodeSource produces admission codes of a given length.
type CodeSource interface {
	Code(n int) (string, error)
}

type laneSource struct {
	mu  sync.Mutex
	rng *rand.Rand
}

func newLaneSource() *laneSource {
	return &laneSource{rng: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (s *laneSource) Code(n int) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(codeAlphabet[s.rng.Intn(len(codeAlphabet))])
	}
	return b.String(), nil
}

// prefixed tags codes with the screen so gate staff can send cars to the right field.
type prefixed struct {
	CodeSource
	prefix string
}

func (p prefixed) Code(n int) (string, error) {
	c, err := p.CodeSource.Code(n)
	if err != nil {
		return "", err
	}
	return p.prefix + "-" + c, nil
}

type gate struct {
	sources map[string]CodeSource
	mu      sync.Mutex
	issued  map[string]string // code -> order id
}

func (g *gate) issue(c echo.Context) error {
	src, ok := g.sources[c.QueryParam("screen")]
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "unknown screen")
	}
	order := c.Param("orderID")
	code, err := src.Code(8)
	if err != nil {
		return err
	}
	g.mu.Lock()
	g.issued[code] = order
	g.mu.Unlock()
	return c.JSON(http.StatusCreated, map[string]string{"order": order, "code": code})
}

func (g *gate) redeem(c echo.Context) error {
	code := strings.ToUpper(c.FormValue("code"))
	g.mu.Lock()
	order, ok := g.issued[code]
	delete(g.issued, code)
	g.mu.Unlock()
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "code not valid")
	}
	return c.JSON(http.StatusOK, map[string]string{"order": order, "status": "admitted"})
}

func main() {
	base := newLaneSource()
	g := &gate{
		sources: map[string]CodeSource{
			"north": prefixed{CodeSource: base, prefix: "N"},
			"south": prefixed{CodeSource: base, prefix: "S"},
		},
		issued: make(map[string]string),
	}

	e := echo.New()
	e.POST("/orders/:orderID/admission", g.issue)
	e.POST("/gate/redeem", g.redeem)
	log.Fatal(e.Start(":8020"))
}
