import { createFileRoute } from "@tanstack/react-router";
import { HexagonCityPage } from "@/features/marketing/components/company-pages";

export const Route = createFileRoute("/hexagon-city")({ staticData: { prerender: { snapshot: "page" } }, component: HexagonCityPage });
