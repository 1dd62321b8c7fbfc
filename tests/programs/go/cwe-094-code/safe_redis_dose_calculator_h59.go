// Unseen set h59: redis dose calculator
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"strconv"
	"time"

	"github.com/dop251/goja"
	"github.com/redis/go-redis/v9"
)

type doseRule struct {
	function string
	source   string
}

// Weight-based paediatric dosing rules maintained by the formulary team (mg per dose).
var doseRules = map[string]doseRule{
	"AMOX": {"amox", "function amox(w) { return Math.min(w * 25, 1000); }"},
	"PARA": {"para", "function para(w) { return Math.min(w * 15, 1000); }"},
	"IBU":  {"ibu", "function ibu(w) { return Math.min(w * 10, 400); }"},
}

type DoseEngine interface {
	Evaluate(drug, weight string) (float64, error)
}

type jsDoseEngine struct {
	vm *goja.Runtime
}

func newJSDoseEngine() (*jsDoseEngine, error) {
	vm := goja.New()
	for code, r := range doseRules {
		if _, err := vm.RunString(r.source); err != nil {
			return nil, fmt.Errorf("rule %s: %w", code, err)
		}
	}
	return &jsDoseEngine{vm: vm}, nil
}

func (e *jsDoseEngine) Evaluate(drug, weight string) (float64, error) {
	rule, ok := doseRules[drug]
	if !ok {
		return 0, fmt.Errorf("no dosing rule for %q", drug)
	}
	w, err := strconv.ParseFloat(weight, 64)
	if err != nil || w <= 0 || w > 250 {
		return 0, fmt.Errorf("implausible patient weight %q", weight)
	}
	if err := e.vm.Set("patientWeight", w); err != nil {
		return 0, err
	}
	v, err := e.vm.RunString(rule.function + "(patientWeight)")
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

// DoseCheckService answers dose checks raised by the dispensary terminals.
type DoseCheckService struct {
	engine DoseEngine
	rdb    *redis.Client
}

func (s *DoseCheckService) Handle(ctx context.Context, msg redis.XMessage) error {
	orderID, _ := msg.Values["order_id"].(string)
	drug, _ := msg.Values["drug"].(string)
	weight, _ := msg.Values["weight_kg"].(string)

	maxDose, err := s.engine.Evaluate(drug, weight)
	if err != nil {
		return fmt.Errorf("order %s: %w", orderID, err)
	}
	return s.rdb.XAdd(ctx, &redis.XAddArgs{
		Stream: "rx:dose-results",
		Values: map[string]interface{}{"order_id": orderID, "max_dose_mg": maxDose},
	}).Err()
}

func main() {
	opts, err := redis.ParseURL(os.Getenv("REDIS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	rdb := redis.NewClient(opts)
	engine, err := newJSDoseEngine()
	if err != nil {
		log.Fatal(err)
	}
	svc := &DoseCheckService{engine: engine, rdb: rdb}
	ctx := context.Background()
	for {
		streams, err := rdb.XReadGroup(ctx, &redis.XReadGroupArgs{
			Group: "dose-checker", Consumer: "worker-1",
			Streams: []string{"rx:dose-checks", ">"}, Count: 20, Block: 5 * time.Second,
		}).Result()
		if err != nil && err != redis.Nil {
			log.Fatal(err)
		}
		for _, st := range streams {
			for _, m := range st.Messages {
				if err := svc.Handle(ctx, m); err != nil {
					log.Print(err)
				}
				rdb.XAck(ctx, "rx:dose-checks", "dose-checker", m.ID)
			}
		}
	}
}
