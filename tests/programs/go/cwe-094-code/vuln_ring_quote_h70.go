// A ring quote program of the h70 set (cwe-094-code).
package main

import (
	"fmt"
	"log"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/dop251/goja"
	"github.com/gin-gonic/gin"
)

// per-metal base formulas, maintained by the workshop manager
var formulas = map[string]string{
	"gold18":   "grams * spot * 0.750 + labour",
	"gold9":    "grams * spot * 0.375 + labour",
	"platinum": "grams * spot * 0.950 + labour * 1.4",
	"silver":   "grams * spot * 0.925 + labour * 0.6",
}

var spotPerGram = map[string]float64{"gold18": 74.10, "gold9": 74.10, "platinum": 31.20, "silver": 0.92}

type adjustment struct {
	Kind   string  `json:"kind"`
	Amount float64 `json:"amount"`
	Expr   string  `json:"expr,omitempty"`
}

type quoteRequest struct {
	Metal       string       `json:"metal"`
	Grams       float64      `json:"grams"`
	Adjustments []adjustment `json:"adjustments"`
}

func adjustmentTerm(a adjustment) (string, error) {
	switch a.Kind {
	case "flat":
		return fmt.Sprintf("(%s) + %f", "%s", a.Amount), nil
	case "percent":
		return fmt.Sprintf("(%s) * %f", "%s", 1+a.Amount/100), nil
	default:
		// free-form terms entered by the counter staff, e.g. "(%s) + 35"
		return a.Expr, nil
	}
}

func buildScript(base string, adjustments []adjustment) (string, error) {
	script := base
	for _, a := range adjustments {
		term, err := adjustmentTerm(a)
		if err != nil {
			return "", err
		}
		script = strings.Replace(term, "%s", script, 1)
	}
	return script, nil
}

func quoteHandler(c *gin.Context) {
	var req quoteRequest
	if err := c.ShouldBindJSON(&req); err != nil || req.Grams <= 0 || req.Grams > 500 {
		c.JSON(http.StatusBadRequest, gin.H{"error": "metal and a weight up to 500 g are required"})
		return
	}
	base, ok := formulas[req.Metal]
	if !ok {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unknown metal"})
		return
	}
	script, err := buildScript(base, req.Adjustments)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	vm := goja.New()
	vm.Set("grams", req.Grams)
	vm.Set("spot", spotPerGram[req.Metal])
	vm.Set("labour", 180.0)
	timer := time.AfterFunc(200*time.Millisecond, func() { vm.Interrupt("quote took too long") })
	defer timer.Stop()

	v, err := vm.RunString(script)
	if err != nil {
		log.Printf("quote script %q: %v", script, err)
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "could not price this ring"})
		return
	}
	price := math.Round(v.ToFloat()*100) / 100
	c.JSON(http.StatusOK, gin.H{"metal": req.Metal, "grams": req.Grams, "price_gbp": price})
}

func main() {
	r := gin.Default()
	r.POST("/quotes/ring", quoteHandler)
	log.Fatal(r.Run(":8011"))
}
