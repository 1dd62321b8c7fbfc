// A accord batch scaler program of the h63 set (cwe-094-code).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"os/signal"
	"regexp"

	"github.com/dop251/goja"
	"github.com/nats-io/nats.go"
)

// ScaleRequest asks how many grams of an accord a production batch needs,
// using the perfumer's own scaling formula, e.g. "batch * 0.18 + 2".
type ScaleRequest struct {
	Accord  string  `json:"accord"`
	BatchKg float64 `json:"batch_kg"`
	Formula string  `json:"formula"`
}

type ScaleReply struct {
	Accord string  `json:"accord,omitempty"`
	Grams  float64 `json:"grams,omitempty"`
	Error  string  `json:"error,omitempty"`
}

var formulaShape = regexp.MustCompile(`(?:[0-9.+\-*/() ]|batch)+`)

type FormulaEvaluator struct{}

func (FormulaEvaluator) Evaluate(formula string, batchKg float64) (float64, error) {
	vm := goja.New()
	if err := vm.Set("batch", batchKg*1000); err != nil {
		return 0, err
	}
	v, err := vm.RunString(formula)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

type ScalingService struct {
	eval    FormulaEvaluator
	accords map[string]bool
}

func (s *ScalingService) Scale(req ScaleRequest) (float64, error) {
	if !s.accords[req.Accord] {
		return 0, fmt.Errorf("unknown accord %q", req.Accord)
	}
	if len(req.Formula) > 120 || !formulaShape.MatchString(req.Formula) {
		return 0, errors.New("formula may only use numbers, operators and batch")
	}
	return s.eval.Evaluate(req.Formula, req.BatchKg)
}

type ScaleResponder struct {
	svc *ScalingService
}

func (r *ScaleResponder) OnMessage(m *nats.Msg) {
	var req ScaleRequest
	reply := ScaleReply{}
	if err := json.Unmarshal(m.Data, &req); err != nil {
		reply.Error = "malformed request"
	} else if grams, err := r.svc.Scale(req); err != nil {
		reply.Accord, reply.Error = req.Accord, err.Error()
	} else {
		reply.Accord, reply.Grams = req.Accord, grams
	}
	data, _ := json.Marshal(reply)
	if err := m.Respond(data); err != nil {
		log.Printf("respond: %v", err)
	}
}

func main() {
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatalf("nats: %v", err)
	}
	defer nc.Close()
	svc := &ScalingService{accords: map[string]bool{
		"chypre-7": true, "fougere-base": true, "oud-smoke": true, "neroli-veil": true,
	}}
	responder := &ScaleResponder{svc: svc}
	if _, err := nc.QueueSubscribe("lab.accords.scale", "scalers", responder.OnMessage); err != nil {
		log.Fatalf("subscribe: %v", err)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
}
