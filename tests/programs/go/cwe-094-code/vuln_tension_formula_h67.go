// A tension formula program of the h67 set (cwe-094-code).
// harp makers: evaluate custom string tension formulas while designing a new harp
package main

import (
	"fmt"
	"log"
	"net/http"
	"reflect"
	"regexp"

	"github.com/gin-gonic/gin"
	"github.com/gin-gonic/gin/binding"
	"github.com/go-playground/validator/v10"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

// Formulas use L (vibrating length, m), F (frequency, Hz), mu (linear mass, kg/m)
// and may call math.Pow, math.Sqrt and math.Pi.
var formulaPattern = regexp.MustCompile(`([0-9LFmu.+\-*/() ]|math\.(Pow|Sqrt|Pi))+`)

type TensionRequest struct {
	Formula    string  `json:"formula" binding:"required,max=200,formula"`
	LengthM    float64 `json:"length_m" binding:"required,gt=0,lt=2"`
	Frequency  float64 `json:"frequency_hz" binding:"required,gt=20,lt=4200"`
	LinearMass float64 `json:"linear_mass" binding:"required,gt=0,lt=0.1"`
}

type TensionCalculator struct{}

func NewTensionCalculator() *TensionCalculator {
	return &TensionCalculator{}
}

func (TensionCalculator) Evaluate(formula string, length, freq, mu float64) (float64, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return 0, err
	}
	if _, err := i.Eval(`import "math"`); err != nil {
		return 0, err
	}
	if _, err := i.Eval(fmt.Sprintf("var L, F, mu float64 = %v, %v, %v", length, freq, mu)); err != nil {
		return 0, err
	}
	v, err := i.Eval(formula)
	if err != nil {
		return 0, err
	}
	f64 := reflect.TypeOf(float64(0))
	if !v.IsValid() || !v.CanConvert(f64) {
		return 0, fmt.Errorf("formula did not produce a number")
	}
	return v.Convert(f64).Float(), nil
}

type TensionHandler struct {
	calc *TensionCalculator
}

func NewTensionHandler(calc *TensionCalculator) *TensionHandler {
	return &TensionHandler{calc: calc}
}

func (h *TensionHandler) Calculate(c *gin.Context) {
	var req TensionRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	newtons, err := h.calc.Evaluate(req.Formula, req.LengthM, req.Frequency, req.LinearMass)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{
		"tension_n":  newtons,
		"tension_kg": newtons / 9.80665,
	})
}

func registerValidators() {
	if v, ok := binding.Validator.Engine().(*validator.Validate); ok {
		_ = v.RegisterValidation("formula", func(fl validator.FieldLevel) bool {
			return formulaPattern.MatchString(fl.Field().String())
		})
	}
}

func main() {
	registerValidators()

	h := NewTensionHandler(NewTensionCalculator())
	r := gin.Default()
	r.POST("/designs/tension", h.Calculate)

	log.Fatal(r.Run(":8090"))
}
