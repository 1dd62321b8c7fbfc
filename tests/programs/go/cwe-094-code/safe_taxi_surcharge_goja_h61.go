// A taxi surcharge goja program of the h61 set (cwe-094-code).
package main

import (
	"encoding/json"
	"errors"
	"log"
	"os"
	"regexp"

	"github.com/dop251/goja"
	amqp "github.com/rabbitmq/amqp091-go"
)

// SurchargeRule is submitted by franchise operators from the partner portal,
// e.g. {"zone":"airport","formula":"fare * 0.15 + 2"}.
type SurchargeRule struct {
	Zone    string `json:"zone"`
	Formula string `json:"formula"`
}

type Trip struct {
	Fare    float64
	Km      float64
	Minutes float64
}

type FormulaValidator struct{ shape *regexp.Regexp }

func (v FormulaValidator) Validate(formula string) error {
	if len(formula) == 0 || len(formula) > 120 {
		return errors.New("formula length out of range")
	}
	if !v.shape.MatchString(formula) {
		return errors.New("formula may only use fare, km, minutes, numbers and + - * / ( )")
	}
	return nil
}

// Evaluator abstracts the pricing engine so the dispatch core does not depend on goja.
type Evaluator interface {
	Surcharge(formula string, t Trip) (float64, error)
}

type jsEvaluator struct{}

func (jsEvaluator) Surcharge(formula string, t Trip) (float64, error) {
	vm := goja.New()
	_ = vm.Set("fare", t.Fare)
	_ = vm.Set("km", t.Km)
	_ = vm.Set("minutes", t.Minutes)
	v, err := vm.RunString(formula)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

type RuleBook struct {
	validator FormulaValidator
	engine    Evaluator
	rules     map[string]string
}

func (b *RuleBook) Install(r SurchargeRule) error {
	if err := b.validator.Validate(r.Formula); err != nil {
		return err
	}
	// dry-run on a reference trip so broken formulas never reach live pricing
	if _, err := b.engine.Surcharge(r.Formula, Trip{Fare: 20, Km: 8, Minutes: 18}); err != nil {
		return err
	}
	b.rules[r.Zone] = r.Formula
	return nil
}

func main() {
	conn, err := amqp.Dial(os.Getenv("AMQP_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer conn.Close()
	ch, err := conn.Channel()
	if err != nil {
		log.Fatal(err)
	}
	deliveries, err := ch.Consume("pricing.surcharge-rules", "fare-engine", false, false, false, false, nil)
	if err != nil {
		log.Fatal(err)
	}
	book := &RuleBook{
		validator: FormulaValidator{shape: regexp.MustCompile(`^(\s*(fare|km|minutes|[0-9]+(\.[0-9]+)?|[-+*/()])\s*)+$`)},
		engine:    jsEvaluator{},
		rules:     map[string]string{},
	}
	for d := range deliveries {
		var rule SurchargeRule
		if err := json.Unmarshal(d.Body, &rule); err != nil || book.Install(rule) != nil {
			_ = d.Nack(false, false)
			continue
		}
		_ = d.Ack(false)
	}
}
