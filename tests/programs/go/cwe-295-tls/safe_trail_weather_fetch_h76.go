// A llama trekking outfit trail weather fetch program of the h76 set (cwe-295-tls).
package main

import (
	"crypto/tls"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"
)

// FetchOptions configures the weather station client; zero fields take defaults.
type FetchOptions struct {
	Timeout   time.Duration
	UserAgent string
	TLS       *tls.Config
	Retries   int
}

func defaultFetchOptions() FetchOptions {
	return FetchOptions{
		Timeout:   8 * time.Second,
		UserAgent: "llamatrek-weather/1.4",
		TLS:       &tls.Config{MinVersion: tls.VersionTLS12},
		Retries:   2,
	}
}

func mergeFetchOptions(o FetchOptions) FetchOptions {
	d := defaultFetchOptions()
	if o.Timeout == 0 {
		o.Timeout = d.Timeout
	}
	if o.UserAgent == "" {
		o.UserAgent = d.UserAgent
	}
	if o.TLS == nil {
		o.TLS = d.TLS
	}
	if o.Retries == 0 {
		o.Retries = d.Retries
	}
	return o
}

type stationReport struct {
	Station   string  `json:"station"`
	TempC     float64 `json:"temp_c"`
	WindKmh   float64 `json:"wind_kmh"`
	SnowLine  int     `json:"snow_line_m"`
	Condition string  `json:"condition"`
}

type weatherClient struct {
	base string
	opts FetchOptions
	http *http.Client
}

func newWeatherClient(base string, opts FetchOptions) *weatherClient {
	opts = mergeFetchOptions(opts)
	return &weatherClient{
		base: base,
		opts: opts,
		http: &http.Client{
			Timeout:   opts.Timeout,
			Transport: &http.Transport{TLSClientConfig: opts.TLS},
		},
	}
}

func (w *weatherClient) Report(station string) (*stationReport, error) {
	var lastErr error
	for attempt := 0; attempt <= w.opts.Retries; attempt++ {
		req, err := http.NewRequest(http.MethodGet, w.base+"/stations/"+station+"/latest", nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("User-Agent", w.opts.UserAgent)
		req.Header.Set("X-Api-Key", os.Getenv("WEATHER_API_KEY"))
		resp, err := w.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		var rep stationReport
		err = json.NewDecoder(resp.Body).Decode(&rep)
		resp.Body.Close()
		if err != nil {
			return nil, err
		}
		return &rep, nil
	}
	return nil, fmt.Errorf("weather station unreachable: %w", lastErr)
}

func main() {
	client := newWeatherClient("https://api.andeswx.example.net/v2", FetchOptions{Timeout: 5 * time.Second})
	for _, station := range []string{"huaraz-4100", "laguna-69", "punta-union"} {
		rep, err := client.Report(station)
		if err != nil {
			log.Printf("%s: %v", station, err)
			continue
		}
		fmt.Printf("%-12s %5.1fC wind %4.0f km/h snow line %dm %s\n",
			rep.Station, rep.TempC, rep.WindKmh, rep.SnowLine, rep.Condition)
	}
}
